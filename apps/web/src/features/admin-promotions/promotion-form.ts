import { CURRENCY_DEFAULT, type PromotionInput } from '@marsa/trpc/schemas';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { startingValues } from '../admin-common/starting-values.ts';
import { fromDateTimeLocal, toDateTimeLocal } from './datetime-local.ts';
import { dollarsToCents, priceFieldFromCents } from './money.ts';

type Promotion = AdminRow<'promotions'>;

/** What the promotion dialog edits: prices in dollars, dates as datetime-local values. */
export type PromotionFormValues = {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  department: string;
  promotionType: string;
  imageUrl: string;
  availableFrom: string;
  availableTo: string;
  validDays: string[];
  validTimes: string;
  discountPercentage: number | string;
  originalPrice: number | string;
  promotionalPrice: number | string;
  currency: string;
  maxRedemptions: number | string;
  terms: string;
  isActive: boolean;
  isFeatured: boolean;
};

const emptyToNull = (value: number | string): number | null =>
  value === '' ? null : typeof value === 'number' ? value : Number(value);

/** The dialog's starting values: a saved promotion's, or the §5 defaults (USD, active, not featured). */
export function promotionFormValues(promotion: Promotion | null): PromotionFormValues {
  const saved = promotion && {
    ...promotion,
    availableFrom: toDateTimeLocal(promotion.availableFrom),
    availableTo: toDateTimeLocal(promotion.availableTo),
    originalPrice: priceFieldFromCents(promotion.originalPrice),
    promotionalPrice: priceFieldFromCents(promotion.promotionalPrice),
  };
  return startingValues<PromotionFormValues>(saved, {
    title: '',
    titleAr: '',
    description: '',
    descriptionAr: '',
    department: '',
    promotionType: '',
    imageUrl: '',
    availableFrom: '',
    availableTo: '',
    validDays: [],
    validTimes: '',
    discountPercentage: '',
    originalPrice: '',
    promotionalPrice: '',
    currency: CURRENCY_DEFAULT,
    maxRedemptions: '',
    terms: '',
    isActive: true,
    isFeatured: false,
  });
}

/**
 * The §7 body for the form's values: ISO timestamps, prices × 100 (null when empty), an empty
 * max redemptions as null (unlimited). The shared promotionInputSchema validates this, so its
 * field errors land on the form's fields of the same name.
 */
export function toPromotionInput(values: PromotionFormValues): PromotionInput {
  return {
    title: values.title,
    titleAr: values.titleAr,
    description: values.description,
    descriptionAr: values.descriptionAr,
    department: values.department as PromotionInput['department'],
    promotionType: values.promotionType as PromotionInput['promotionType'],
    imageUrl: values.imageUrl.trim() || null,
    availableFrom: fromDateTimeLocal(values.availableFrom),
    availableTo: fromDateTimeLocal(values.availableTo),
    validDays: values.validDays,
    validTimes: values.validTimes,
    discountPercentage: emptyToNull(values.discountPercentage),
    originalPrice: dollarsToCents(values.originalPrice),
    promotionalPrice: dollarsToCents(values.promotionalPrice),
    currency: values.currency.trim() || CURRENCY_DEFAULT,
    maxRedemptions: emptyToNull(values.maxRedemptions),
    terms: values.terms,
    isActive: values.isActive,
    isFeatured: values.isFeatured,
  };
}
