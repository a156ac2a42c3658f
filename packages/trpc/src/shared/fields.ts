import { z } from 'zod';
import { coded, type FieldErrorCode, say } from './say.ts';

/** PostgreSQL `integer` ceiling: larger ids or counts would be a raw database error. */
export const MAX_INT = 2_147_483_647;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A row id: a positive integer within PostgreSQL's `integer`, so a huge id is a 400 and never a
 * database error. Every id input is built from this one rule (`message` is the code naming the field).
 */
export const positiveId = (message: FieldErrorCode = 'field.invalid_id') =>
  z.number(say(message)).int(say(message)).min(1, say(message)).max(MAX_INT, say(message));

/** The same rule for ids that arrive as text (REST path and query parameters). */
export const positiveIdParam = (message: FieldErrorCode = 'field.invalid_id') =>
  z.coerce.number(say(message)).pipe(positiveId(message));

/** A row id from a path or body. */
export const idSchema = positiveId();

export const idInputSchema = z.object({ id: idSchema });

/** Required text, trimmed; an empty or missing value gets the `required` code. */
export const requiredText = (required: FieldErrorCode, max = 200) =>
  z
    .string(say(required))
    .trim()
    .min(1, { ...say(required), abort: true })
    .max(max, say('field.too_long', { max }));

/** Optional text, trimmed; empty or missing becomes null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, say('field.too_long', { max }))
    .nullish()
    .transform((value) => value || null);

/**
 * The Arabic counterpart of a guest-facing text, trimmed: empty or null becomes null (no Arabic,
 * screens fall back to the English); missing stays undefined, so an update that leaves it out
 * keeps the stored Arabic and a create stores null.
 */
export const arabicText = (max = 2000) =>
  z
    .string(say('field.must_be_text'))
    .trim()
    .max(max, say('field.too_long', { max }))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** The fields `wholeNumber` words (each has the codes `<field>.required`, `.not_number`, `.whole`, `.min`, `.max`). */
type NumberField = 'capacity' | 'duration' | 'available_spots' | 'total_capacity';

/** A whole number in [min, max]; `field` picks the codes of its messages. */
export const wholeNumber = (field: NumberField, min: number, max = MAX_INT) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === '' || issue.input === null
          ? coded(issue, `${field}.required`)
          : coded(issue, `${field}.not_number`),
    })
    .int(say(`${field}.whole`))
    .min(min, say(`${field}.min`, { min }))
    .max(max, say(`${field}.max`, { max }));

/** A 24-hour 'HH:MM' time. */
export const timeSchema = (required: FieldErrorCode) =>
  z
    .string(say(required))
    .trim()
    .min(1, { ...say(required), abort: true })
    .regex(TIME_RE, say('field.time_format'));

/** A real calendar date written 'YYYY-MM-DD'. */
export const dateSchema = (required: FieldErrorCode) =>
  z
    .string(say(required))
    .trim()
    .min(1, { ...say(required), abort: true })
    .regex(DATE_RE, { ...say('field.date_format'), abort: true })
    .refine(isCalendarDate, say('field.real_date'));

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * An image address: a site path ('/uploads/…', '/images/…') or an http(s) URL. Other schemes
 * (javascript:, data:) are refused because the value ends up in an <img src>.
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, say('field.image_too_long'))
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(value),
    say('field.image_address'),
  );

/**
 * An optional image: empty or null becomes `fallback`; missing stays undefined so an update
 * keeps the stored image and a create gets the column default.
 */
export const optionalImageUrl = (fallback: string) =>
  z
    .union([imageUrlSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || fallback));

/** A list of short texts, given as an array or as one comma-separated string (§3 'entered comma-separated'). */
export const textListSchema = (maxItems = 50, maxLength = 200) =>
  z
    .union([z.array(z.string()), z.string()], say('field.list_or_text'))
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    )
    .pipe(
      z
        .array(z.string().max(maxLength, say('field.list_entry_too_long', { max: maxLength })))
        .max(maxItems, say('field.list_too_long', { max: maxItems })),
    );
