import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DbHandle, eq, restaurants } from '@marsa/db';
import { PLACEHOLDER_IMAGE } from '@marsa/db/constants';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantInputSchema } from './schema.ts';
import { addRestaurantImages, createRestaurant, listRestaurants, updateRestaurant } from './service.ts';

let handle: DbHandle;
let uploadDir: string;
beforeAll(async () => {
  handle = await createTestDb();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'marsa-restaurants-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const form = {
  name: 'La Tavola',
  cuisine: 'Italian',
  description: 'Handmade pasta and wood-fired pizza.',
  location: 'Deck 5',
  capacity: 80,
  openingTime: '18:00',
  closingTime: '22:30',
};
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'x.png');

describe('restaurant form rules', () => {
  it('applies the §5 rules with clear messages', () => {
    const result = restaurantInputSchema.safeParse({
      name: ' ',
      cuisine: '',
      capacity: 0,
      openingTime: '25:00',
      rating: 5.05,
    });
    expect(result.success).toBe(false);
    const fieldErrors = result.error
      ? Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))
      : {};
    expect(fieldErrors).toMatchObject({
      name: 'Name is required',
      cuisine: 'Cuisine is required',
      description: 'Description is required',
      location: 'Location is required',
      capacity: 'Capacity must be at least 1',
      openingTime: 'Use the 24-hour format HH:MM',
      closingTime: 'Closing time is required',
      rating: 'Rating must be between 0 and 5',
    });
  });

  it('accepts ratings in steps of 0.1 only', () => {
    expect(restaurantInputSchema.safeParse({ ...form, rating: 4.7 }).success).toBe(true);
    expect(restaurantInputSchema.safeParse({ ...form, rating: 4.75 }).error?.issues[0]?.message).toBe(
      'Rating must use steps of 0.1',
    );
  });
});

describe('restaurants', () => {
  it('creates with the 4.5 rating and placeholder image by default, and lists', async () => {
    const row = await createRestaurant(handle.db, restaurantInputSchema.parse(form));
    expect(row).toMatchObject({ name: 'La Tavola', rating: 4.5, imageUrl: PLACEHOLDER_IMAGE, images: [] });
    expect((await listRestaurants(handle.db)).map((r) => r.name)).toEqual(['La Tavola']);
  });

  it('refuses a taken name with 409 and a field error', async () => {
    await expect(createRestaurant(handle.db, restaurantInputSchema.parse(form))).rejects.toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { name: ['A restaurant with this name already exists'] },
    });
  });

  it('updates the fields and keeps the images; unknown id is 404', async () => {
    const [row] = await listRestaurants(handle.db);
    if (!row) throw new Error('fixture missing');
    await handle.db
      .update(restaurants)
      .set({ images: ['/uploads/a.png'] })
      .where(eq(restaurants.id, row.id));
    const updated = await updateRestaurant(handle.db, {
      ...restaurantInputSchema.parse({ ...form, rating: 4.8, specialFeature: 'Sea view' }),
      id: row.id,
    });
    expect(updated).toMatchObject({ rating: 4.8, specialFeature: 'Sea view', images: ['/uploads/a.png'] });
    await expect(
      updateRestaurant(handle.db, { ...restaurantInputSchema.parse(form), id: 999_999 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Restaurant not found' });
  });

  it('adds images, makes the first the cover, and counts existing images against the limit', async () => {
    const row = await createRestaurant(handle.db, restaurantInputSchema.parse({ ...form, name: 'Irth' }));
    const { imageUrls } = await addRestaurantImages(handle.db, uploadDir, row.id, [png(), png()]);
    expect(imageUrls).toHaveLength(2);
    expect(imageUrls[0]).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const [stored] = await handle.db.select().from(restaurants).where(eq(restaurants.id, row.id));
    expect(stored?.images).toEqual(imageUrls);
    expect(stored?.imageUrl).toBe(imageUrls[0]);

    const before = readdirSync(uploadDir).length;
    await expect(
      addRestaurantImages(handle.db, uploadDir, row.id, [png(), png(), png(), png()]),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'You can upload a maximum of 5 images',
    });
    expect(readdirSync(uploadDir)).toHaveLength(before);

    await expect(addRestaurantImages(handle.db, uploadDir, 999_999, [png()])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
