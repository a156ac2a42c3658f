import { type DbHandle, preferences } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../excursions/test-fixtures.ts';
import { DEFAULT_PREFERENCES, preferencesInputSchema } from './schema.ts';
import { getPreferences, loadPreferences, savePreferences } from './service.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const parse = (input: unknown) => preferencesInputSchema.parse(input);

describe('preferences', () => {
  it('returns the §3 defaults for a guest who never saved', async () => {
    const guest = await insertGuest(handle.db);
    expect(await getPreferences(handle.db, guest)).toEqual({
      diningPreferences: [],
      activityInterests: [],
      budgetRange: 'mid-range',
      travelStyle: 'relaxed',
      dietaryRestrictions: [],
      spokenLanguages: [],
    });
    expect((await loadPreferences(handle.db, guest)).isSaved).toBe(false);
  });

  it('saves, then updates in place (one row per guest), keeping lists that were left out', async () => {
    const db = handle.db;
    const guest = await insertGuest(db);
    const saved = await savePreferences(
      db,
      guest,
      parse({
        budgetRange: 'luxury',
        travelStyle: 'cultural',
        diningPreferences: ['fine-dining', 'local', 'fine-dining'],
        activityInterests: ['cultural'],
        dietaryRestrictions: [' Halal '],
        spokenLanguages: ['Arabic', 'English'],
      }),
    );
    expect(saved).toEqual({
      budgetRange: 'luxury',
      travelStyle: 'cultural',
      diningPreferences: ['fine-dining', 'local'],
      activityInterests: ['cultural'],
      dietaryRestrictions: ['Halal'],
      spokenLanguages: ['Arabic', 'English'],
    });
    const updated = await savePreferences(
      db,
      guest,
      parse({
        budgetRange: 'budget',
        travelStyle: 'family',
        diningPreferences: [],
        activityInterests: ['entertainment'],
      }),
    );
    expect(updated).toEqual({
      budgetRange: 'budget',
      travelStyle: 'family',
      diningPreferences: [],
      activityInterests: ['entertainment'],
      dietaryRestrictions: ['Halal'],
      spokenLanguages: ['Arabic', 'English'],
    });
    expect(await getPreferences(db, guest)).toEqual(updated);
    expect((await loadPreferences(db, guest)).isSaved).toBe(true);
    const rows = await db.select().from(preferences);
    expect(rows.filter((row) => row.userId === guest)).toHaveLength(1);
  });

  it("keeps each guest's preferences to themselves", async () => {
    const db = handle.db;
    const [a, b] = [await insertGuest(db), await insertGuest(db)];
    await savePreferences(db, a, parse({ budgetRange: 'luxury', travelStyle: 'adventure' }));
    expect(await getPreferences(db, b)).toEqual(DEFAULT_PREFERENCES);
  });

  it('validates against the §5 lists with clear messages', () => {
    const result = preferencesInputSchema.safeParse({
      budgetRange: 'cheap',
      diningPreferences: ['fine-dining', 'street-food'],
      activityInterests: 'fitness',
      dietaryRestrictions: ['x'.repeat(41)],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      budgetRange: 'Budget must be one of: budget, mid-range, luxury',
      travelStyle: 'Travel style must be one of: relaxed, adventure, cultural, family',
      diningPreferences:
        'Dining preferences must be among: casual, fine-dining, international, local, buffet',
      activityInterests:
        'Activity interests must be among: cultural, adventure, relaxation, entertainment, fitness',
      dietaryRestrictions: 'Each dietary restriction must be at most 40 characters',
    });
  });
});
