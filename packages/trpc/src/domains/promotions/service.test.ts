import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DbHandle } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionInputSchema } from './schema.ts';
import {
  addPromotionImages,
  createPromotion,
  deletePromotion,
  listActivePromotions,
  listPromotions,
  updatePromotion,
} from './service.ts';

let handle: DbHandle;
let uploadDir: string;
beforeAll(async () => {
  handle = await createTestDb();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'marsa-promotions-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const form = {
  title: 'Sunset Mezze',
  description: 'Two mezze platters for the price of one at Layalina.',
  department: 'restaurant',
  promotionType: 'daily_special',
  availableFrom: '2026-03-01T00:00:00Z',
  availableTo: '2026-03-31T23:59:59+03:00',
  originalPrice: 4800,
  promotionalPrice: 2400,
  validDays: 'Monday, Friday',
};

describe('promotion form', () => {
  it('gives the exact §5 messages for the required fields', () => {
    const result = promotionInputSchema.safeParse({ title: '', department: '', availableFrom: '' });
    expect(Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]))).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      department: 'Department is required',
      promotionType: 'Promotion type is required',
      availableFrom: 'Start date is required',
      availableTo: 'End date is required',
    });
  });

  it('checks the numbers, the window and the currency, with the §9 defaults', () => {
    const bad = promotionInputSchema.safeParse({
      ...form,
      discountPercentage: 101,
      originalPrice: -1,
      promotionalPrice: 12.5,
      maxRedemptions: 0,
      currency: 'dollars',
    });
    expect(Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path[0], i.message]))).toEqual({
      discountPercentage: 'Discount must be between 0 and 100',
      originalPrice: 'Price cannot be negative',
      promotionalPrice: 'Prices are whole cents',
      maxRedemptions: 'Max redemptions must be at least 1',
      currency: 'Currency must be a 3-letter code such as USD',
    });
    expect(
      promotionInputSchema.safeParse({ ...form, availableTo: '2026-02-01T00:00:00Z' }).error?.issues[0],
    ).toMatchObject({ path: ['availableTo'], message: 'End date must be on or after the start date' });
    expect(promotionInputSchema.parse(form)).toMatchObject({
      currency: 'USD',
      isActive: true,
      isFeatured: false,
      maxRedemptions: null,
      discountPercentage: null,
      validDays: ['Monday', 'Friday'],
      availableFrom: new Date('2026-03-01T00:00:00Z'),
    });
    expect(
      promotionInputSchema.safeParse({ ...form, availableFrom: 'next tuesday' }).error?.issues[0]?.message,
    ).toBe('Enter a valid date and time');
  });
});

describe('promotions', () => {
  it('creates, updates, lists newest first and deletes', async () => {
    const first = await createPromotion(handle.db, promotionInputSchema.parse(form));
    const second = await createPromotion(
      handle.db,
      promotionInputSchema.parse({ ...form, title: 'Spa Week' }),
    );
    expect((await listPromotions(handle.db)).map((p) => p.id)).toEqual([second.id, first.id]);
    const updated = await updatePromotion(handle.db, {
      ...promotionInputSchema.parse({ ...form, maxRedemptions: 50, isFeatured: true }),
      id: first.id,
    });
    expect(updated).toMatchObject({ maxRedemptions: 50, isFeatured: true, currentRedemptions: 0 });
    expect(await deletePromotion(handle.db, second.id)).toEqual({ success: true });
    await expect(deletePromotion(handle.db, second.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      updatePromotion(handle.db, { ...promotionInputSchema.parse(form), id: second.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Promotion not found' });
  });

  it('lists the active promotions by the §4 rule, featured first', async () => {
    const march = new Date('2026-03-15T12:00:00Z');
    await createPromotion(
      handle.db,
      promotionInputSchema.parse({ ...form, title: 'Paused', isActive: false }),
    );
    await createPromotion(
      handle.db,
      promotionInputSchema.parse({
        ...form,
        title: 'April',
        availableFrom: '2026-04-01T00:00:00Z',
        availableTo: '2026-04-30T00:00:00Z',
      }),
    );
    const edge = await createPromotion(
      handle.db,
      promotionInputSchema.parse({ ...form, title: 'Ends now', availableTo: march.toISOString() }),
    );
    const active = await listActivePromotions(handle.db, march);
    expect(active.map((p) => p.title)).toEqual(['Sunset Mezze', 'Ends now']);
    expect(active[1]?.id).toBe(edge.id);
    expect(await listActivePromotions(handle.db, new Date('2026-03-15T12:00:00.001Z'))).toHaveLength(1);
  });

  it('stores images for an unsaved promotion (id 0) and sets the cover of a saved one', async () => {
    const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'p.png');
    const loose = await addPromotionImages(handle.db, uploadDir, 0, [png()]);
    expect(loose.imageUrls).toHaveLength(1);
    const [promotion] = await listPromotions(handle.db);
    if (!promotion) throw new Error('fixture missing');
    const { imageUrls } = await addPromotionImages(handle.db, uploadDir, promotion.id, [png(), png()]);
    const [stored] = (await listPromotions(handle.db)).filter((p) => p.id === promotion.id);
    expect(stored?.imageUrl).toBe(imageUrls[0]);
    expect(readdirSync(uploadDir)).toHaveLength(3);
    await expect(addPromotionImages(handle.db, uploadDir, 9999, [png()])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
