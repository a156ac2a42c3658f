import {
  CURRENCY_DEFAULT,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  MAX_REDEMPTIONS_MIN,
  PROMOTION_DEPARTMENTS,
  PROMOTION_TYPES,
} from '@marsa/db/constants';
import { z } from 'zod';
import {
  arabicText,
  idSchema,
  imageUrlSchema,
  MAX_INT,
  optionalText,
  requiredText,
  textListSchema,
} from '../../shared/fields.ts';
import { coded, codedCustomIssue, type FieldErrorCode, say } from '../../shared/say.ts';

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, required: FieldErrorCode) =>
  z.enum(values, {
    error: (issue) =>
      isMissing(issue.input) ? coded(issue, required) : `Must be one of: ${values.join(', ')}`,
  });

const isoTimestamp = z.iso.datetime({ offset: true });

/** An ISO 8601 timestamp with a zone ('…Z' or '…+03:00'), or a Date; becomes a Date. */
const timestamp = (required: FieldErrorCode) =>
  z
    .union([z.date(say('promotion.invalid_timestamp')), z.string()], {
      error: (issue) => coded(issue, isMissing(issue.input) ? required : 'promotion.invalid_timestamp'),
    })
    .transform((value, ctx) => {
      if (value instanceof Date) return value;
      const text = value.trim();
      if (isoTimestamp.safeParse(text).success) return new Date(text);
      ctx.addIssue(codedCustomIssue(text ? 'promotion.invalid_timestamp' : required, []));
      return z.NEVER;
    });

/** Prices travel in cents (§7: dollars × 100); empty means none. */
const cents = z
  .number(say('promotion.price_not_number'))
  .int(say('promotion.price_whole'))
  .min(0, say('promotion.price_negative'))
  .max(MAX_INT, say('promotion.price_too_large'))
  .nullish()
  .transform((value) => value ?? null);

const fields = {
  title: requiredText('promotion.title_required', 160),
  titleAr: arabicText(160),
  description: requiredText('service.description_required', 4000),
  descriptionAr: arabicText(4000),
  department: oneOf(PROMOTION_DEPARTMENTS, 'promotion.department_required'),
  promotionType: oneOf(PROMOTION_TYPES, 'promotion.type_required'),
  imageUrl: z
    .union([imageUrlSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  availableFrom: timestamp('promotion.from_required'),
  availableTo: timestamp('promotion.to_required'),
  validDays: textListSchema(14, 40).optional(),
  validTimes: optionalText(200),
  discountPercentage: z
    .number(say('promotion.discount_not_number'))
    .int(say('promotion.discount_whole'))
    .min(DISCOUNT_MIN, say('promotion.discount_range'))
    .max(DISCOUNT_MAX, say('promotion.discount_range'))
    .nullish()
    .transform((value) => value ?? null),
  originalPrice: cents,
  promotionalPrice: cents,
  currency: z
    .string(say('promotion.currency_code'))
    .trim()
    .transform((value) => value.toUpperCase() || CURRENCY_DEFAULT)
    .pipe(z.string().regex(/^[A-Z]{3}$/, say('promotion.currency_code')))
    .default(CURRENCY_DEFAULT),
  /** null or missing means unlimited. */
  maxRedemptions: z
    .number(say('promotion.redemptions_not_number'))
    .int(say('promotion.redemptions_whole'))
    .min(MAX_REDEMPTIONS_MIN, say('promotion.redemptions_min', { min: MAX_REDEMPTIONS_MIN }))
    .max(MAX_INT, say('promotion.redemptions_too_large'))
    .nullish()
    .transform((value) => value ?? null),
  terms: optionalText(4000),
  isActive: z.boolean(say('field.boolean', { field: 'isActive' })).default(true),
  isFeatured: z.boolean(say('field.boolean', { field: 'isFeatured' })).default(false),
};

const windowRule = <T extends { availableFrom: Date; availableTo: Date }>(value: T, ctx: z.RefinementCtx) => {
  if (value.availableTo.getTime() < value.availableFrom.getTime()) {
    ctx.addIssue(codedCustomIssue('promotion.window_order', ['availableTo']));
  }
};

/** §5 promotion form and the §7 body (dates as ISO timestamps, prices in cents or null). */
export const promotionInputSchema = z.object(fields).superRefine(windowRule);
export const promotionUpdateSchema = z.object({ ...fields, id: idSchema }).superRefine(windowRule);

export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionValues = z.output<typeof promotionInputSchema>;
export type PromotionUpdate = z.output<typeof promotionUpdateSchema>;
