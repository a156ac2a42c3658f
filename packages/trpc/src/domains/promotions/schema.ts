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

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, requiredMessage: string) =>
  z.enum(values, {
    error: (issue) => (isMissing(issue.input) ? requiredMessage : `Must be one of: ${values.join(', ')}`),
  });

const INVALID_TIMESTAMP = 'Enter a valid date and time';
const isoTimestamp = z.iso.datetime({ offset: true });

/** An ISO 8601 timestamp with a zone ('…Z' or '…+03:00'), or a Date; becomes a Date. */
const timestamp = (requiredMessage: string) =>
  z
    .union([z.date({ error: INVALID_TIMESTAMP }), z.string()], {
      error: (issue) => (isMissing(issue.input) ? requiredMessage : INVALID_TIMESTAMP),
    })
    .transform((value, ctx) => {
      if (value instanceof Date) return value;
      const text = value.trim();
      if (isoTimestamp.safeParse(text).success) return new Date(text);
      ctx.addIssue({ code: 'custom', message: text ? INVALID_TIMESTAMP : requiredMessage });
      return z.NEVER;
    });

/** Prices travel in cents (§7: dollars × 100); empty means none. */
const cents = z
  .number({ error: 'Price must be a number of cents' })
  .int('Prices are whole cents')
  .min(0, 'Price cannot be negative')
  .max(MAX_INT, 'Price is too large')
  .nullish()
  .transform((value) => value ?? null);

const fields = {
  title: requiredText('Title is required', 160),
  titleAr: arabicText(160),
  description: requiredText('Description is required', 4000),
  descriptionAr: arabicText(4000),
  department: oneOf(PROMOTION_DEPARTMENTS, 'Department is required'),
  promotionType: oneOf(PROMOTION_TYPES, 'Promotion type is required'),
  imageUrl: z
    .union([imageUrlSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  availableFrom: timestamp('Start date is required'),
  availableTo: timestamp('End date is required'),
  validDays: textListSchema(14, 40).optional(),
  validTimes: optionalText(200),
  discountPercentage: z
    .number({ error: 'Discount must be a number' })
    .int('Discount must be a whole number')
    .min(DISCOUNT_MIN, 'Discount must be between 0 and 100')
    .max(DISCOUNT_MAX, 'Discount must be between 0 and 100')
    .nullish()
    .transform((value) => value ?? null),
  originalPrice: cents,
  promotionalPrice: cents,
  currency: z
    .string({ error: 'Currency must be a 3-letter code such as USD' })
    .trim()
    .transform((value) => value.toUpperCase() || CURRENCY_DEFAULT)
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code such as USD'))
    .default(CURRENCY_DEFAULT),
  /** null or missing means unlimited. */
  maxRedemptions: z
    .number({ error: 'Max redemptions must be a number' })
    .int('Max redemptions must be a whole number')
    .min(MAX_REDEMPTIONS_MIN, 'Max redemptions must be at least 1')
    .max(MAX_INT, 'Max redemptions is too large')
    .nullish()
    .transform((value) => value ?? null),
  terms: optionalText(4000),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).default(false),
};

const windowRule = <T extends { availableFrom: Date; availableTo: Date }>(value: T, ctx: z.RefinementCtx) => {
  if (value.availableTo.getTime() < value.availableFrom.getTime()) {
    ctx.addIssue({
      code: 'custom',
      path: ['availableTo'],
      message: 'End date must be on or after the start date',
    });
  }
};

/** §5 promotion form and the §7 body (dates as ISO timestamps, prices in cents or null). */
export const promotionInputSchema = z.object(fields).superRefine(windowRule);
export const promotionUpdateSchema = z.object({ ...fields, id: idSchema }).superRefine(windowRule);

export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionValues = z.output<typeof promotionInputSchema>;
export type PromotionUpdate = z.output<typeof promotionUpdateSchema>;
