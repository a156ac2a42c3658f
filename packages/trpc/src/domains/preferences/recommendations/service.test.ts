import { type DbHandle, eq, shoreExcursions, sql } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listExcursions } from '../../excursions/service.ts';
import { insertGuest } from '../../excursions/test-fixtures.ts';
import { preferencesInputSchema } from '../schema.ts';
import { savePreferences } from '../service.ts';
import { getExcursionRecommendations, getRecommendations } from './service.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemoShip(handle.db);
});
afterAll(() => handle.close());

const save = (guest: number, input: unknown) =>
  savePreferences(handle.db, guest, preferencesInputSchema.parse(input));

describe('recommendations on the demo ship', () => {
  it('are empty with a 0 score until the guest saves preferences', async () => {
    const guest = await insertGuest(handle.db);
    expect(await getRecommendations(handle.db, guest, 'en')).toEqual({
      personalizationScore: 0,
      restaurants: [],
      spaServices: [],
      activities: [],
    });
    expect(await getExcursionRecommendations(handle.db, guest, 'en')).toEqual({ recommendations: [] });
  });

  it('give a luxury fine-dining guest Irth first, with a reason that says so, and change when preferences change', async () => {
    const guest = await insertGuest(handle.db);
    await save(guest, {
      budgetRange: 'luxury',
      travelStyle: 'relaxed',
      diningPreferences: ['fine-dining'],
      activityInterests: ['relaxation'],
    });
    const luxury = await getRecommendations(handle.db, guest, 'en');
    expect(luxury.personalizationScore).toBeGreaterThan(0.7);
    expect(luxury.restaurants[0]).toMatchObject({
      name: 'Irth',
      cuisine: 'Saudi heritage fine dining',
      location: 'Deck 6',
    });
    expect(luxury.restaurants[0]?.reason).toContain('fine dining');
    expect(luxury.restaurants[0]?.reason).toContain('luxury budget');
    expect(luxury.spaServices[0]?.premium).toBe(true);
    expect(luxury.activities[0]?.name).toBe('Wellness Area');

    await save(guest, {
      budgetRange: 'budget',
      travelStyle: 'family',
      diningPreferences: ['buffet'],
      activityInterests: ['entertainment'],
    });
    const family = await getRecommendations(handle.db, guest, 'ar');
    expect(family.restaurants[0]?.name).toBe('Amwaj Buffet');
    expect(family.restaurants[0]?.reason).toContain('البوفيه');
    expect(family.restaurants.map((r) => r.name)).not.toContain('Irth');
    expect(['Kids Zone', 'Cinema Under the Stars', 'Red Sea Legends Show']).toContain(
      family.activities[0]?.name,
    );
  });

  it('recommend excursions from the same engine and leave sold-out ones out', async () => {
    const guest = await insertGuest(handle.db);
    await save(guest, { budgetRange: 'mid-range', travelStyle: 'cultural', activityInterests: ['cultural'] });
    const { recommendations } = await getExcursionRecommendations(handle.db, guest, 'en');
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations[0]?.excursion.category).toBe('cultural');
    expect(recommendations[0]?.reason).toContain('interest in culture');
    const scores = recommendations.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const top = recommendations[0]?.excursion;
    if (!top) throw new Error('expected a recommendation');
    await handle.db
      .update(shoreExcursions)
      .set({ bookedCount: sql`${shoreExcursions.capacity}` })
      .where(eq(shoreExcursions.id, top.id));
    const after = await getExcursionRecommendations(handle.db, guest, 'en');
    expect(after.recommendations.map((r) => r.excursion.id)).not.toContain(top.id);
    expect((await listExcursions(handle.db)).find((e) => e.id === top.id)?.spotsLeft).toBe(0);
  });
});
