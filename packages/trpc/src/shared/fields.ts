import { z } from 'zod';

/** PostgreSQL `integer` ceiling: larger ids or counts would be a raw database error. */
export const MAX_INT = 2_147_483_647;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A row id: a positive integer within PostgreSQL's `integer`, so a huge id is a 400 and never a
 * database error. Every id input is built from this one rule (`message` names the field).
 */
export const positiveId = (message = 'Invalid id') =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_INT, message);

/** The same rule for ids that arrive as text (REST path and query parameters). */
export const positiveIdParam = (message = 'Invalid id') =>
  z.coerce.number({ error: message }).pipe(positiveId(message));

/** A row id from a path or body. */
export const idSchema = positiveId();

export const idInputSchema = z.object({ id: idSchema });

/** Required text, trimmed; an empty or missing value gets `message`. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `Must be at most ${max} characters`);

/** Optional text, trimmed; empty or missing becomes null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * The Arabic counterpart of a guest-facing text, trimmed: empty or null becomes null (no Arabic,
 * screens fall back to the English); missing stays undefined, so an update that leaves it out
 * keeps the stored Arabic and a create stores null.
 */
export const arabicText = (max = 2000) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A whole number in [min, max]; `label` names the field in the messages. */
export const wholeNumber = (label: string, min: number, max = MAX_INT) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === '' || issue.input === null
          ? `${label} is required`
          : `${label} must be a number`,
    })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** A 24-hour 'HH:MM' time. */
export const timeSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(TIME_RE, 'Use the 24-hour format HH:MM');

/** A real calendar date written 'YYYY-MM-DD'. */
export const dateSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(DATE_RE, { error: 'Use the format YYYY-MM-DD', abort: true })
    .refine(isCalendarDate, 'Enter a real calendar date');

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
  .max(2048, 'Image address is too long')
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(value),
    'Image must be a site path or an http(s) address',
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
    .union([z.array(z.string()), z.string()], { error: 'Expected a list or comma-separated text' })
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    )
    .pipe(
      z
        .array(z.string().max(maxLength, `Each entry must be at most ${maxLength} characters`))
        .max(maxItems, `At most ${maxItems} entries`),
    );
