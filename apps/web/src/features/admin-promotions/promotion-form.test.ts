import { promotionInputSchema } from '@marsa/trpc/schemas';
import { describe, expect, it } from 'vitest';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { toDateTimeLocal } from './datetime-local.ts';
import { type PromotionFormValues, promotionFormValues, toPromotionInput } from './promotion-form.ts';

type Promotion = AdminRow<'promotions'>;

const filled = (overrides: Partial<PromotionFormValues> = {}): PromotionFormValues => ({
  ...promotionFormValues(null),
  title: 'Sunset Spa Ritual',
  description: 'Hammam and massage',
  department: 'spa',
  promotionType: 'discount',
  availableFrom: '2026-11-22T09:00',
  availableTo: '2026-11-29T21:00',
  ...overrides,
});

const errorsOf = (values: PromotionFormValues) => {
  const result = promotionInputSchema.safeParse(toPromotionInput(values));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('promotionFormValues', () => {
  it('starts with the §5 defaults: USD, active, not featured, unlimited', () => {
    const values = promotionFormValues(null);
    expect(values.currency).toBe('USD');
    expect(values.isActive).toBe(true);
    expect(values.isFeatured).toBe(false);
    expect(values.maxRedemptions).toBe('');
    expect(values.originalPrice).toBe('');
  });
});

describe('toPromotionInput', () => {
  it('sends dollars as cents, empty prices and max redemptions as null, dates as ISO timestamps', () => {
    const input = toPromotionInput(
      filled({ originalPrice: 120, promotionalPrice: 89.99, maxRedemptions: '' }),
    );
    expect(input.originalPrice).toBe(12000);
    expect(input.promotionalPrice).toBe(8999);
    expect(input.maxRedemptions).toBeNull();
    expect(input.currency).toBe('USD');
    expect(input.availableFrom).toBe(new Date('2026-11-22T09:00').toISOString());
    expect(toPromotionInput(filled()).originalPrice).toBeNull();
    expect(promotionInputSchema.safeParse(input).success).toBe(true);
  });

  it('lets the shared schema report every §5 required field by name', () => {
    expect(errorsOf(promotionFormValues(null))).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      department: 'Department is required',
      promotionType: 'Promotion type is required',
      availableFrom: 'Start date is required',
      availableTo: 'End date is required',
    });
  });

  it('keeps discount within 0..100 and max redemptions at least 1', () => {
    expect(errorsOf(filled({ discountPercentage: 101 }))).toEqual({
      discountPercentage: 'Discount must be between 0 and 100',
    });
    expect(errorsOf(filled({ maxRedemptions: 0 }))).toEqual({
      maxRedemptions: 'Max redemptions must be at least 1',
    });
  });

  it('round-trips a saved promotion unchanged', () => {
    const saved = {
      ...toPromotionInput(
        filled({
          originalPrice: 64,
          promotionalPrice: 48,
          maxRedemptions: 40,
          titleAr: 'طقس السبا عند الغروب',
        }),
      ),
      descriptionAr: null,
      id: 7,
      availableFrom: new Date('2026-11-22T09:00').toISOString(),
      availableTo: new Date('2026-11-29T21:00').toISOString(),
      validDays: ['Friday'],
      currentRedemptions: 3,
    } as unknown as Promotion;
    const again = toPromotionInput(promotionFormValues(saved));
    expect(again.originalPrice).toBe(6400);
    expect(again.promotionalPrice).toBe(4800);
    expect(again.maxRedemptions).toBe(40);
    expect(again).toMatchObject({ titleAr: 'طقس السبا عند الغروب', descriptionAr: '' });
    expect(promotionInputSchema.parse(again)).toMatchObject({ descriptionAr: null });
    expect(again.availableFrom).toBe(saved.availableFrom);
    expect(toDateTimeLocal(saved.availableTo)).toBe('2026-11-29T21:00');
  });
});
