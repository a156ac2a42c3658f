import { type Db, eq, type PreferencesRow, preferences, type Tx } from '@marsa/db';
import { ACTIVITY_OPTIONS, BUDGET_RANGES, DINING_OPTIONS, TRAVEL_STYLES } from '@marsa/db/constants';
import { DEFAULT_PREFERENCES, type Preferences, type PreferencesValues } from './schema.ts';

export type StoredPreferences = { preferences: Preferences; isSaved: boolean };

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** Narrows a stored row to the §3 shape; values outside the constants lists fall back to defaults. */
export function toPreferences(row: PreferencesRow): Preferences {
  return {
    diningPreferences: row.diningPreferences.filter((item) => isOneOf(DINING_OPTIONS, item)),
    activityInterests: row.activityInterests.filter((item) => isOneOf(ACTIVITY_OPTIONS, item)),
    budgetRange: isOneOf(BUDGET_RANGES, row.budgetRange) ? row.budgetRange : DEFAULT_PREFERENCES.budgetRange,
    travelStyle: isOneOf(TRAVEL_STYLES, row.travelStyle) ? row.travelStyle : DEFAULT_PREFERENCES.travelStyle,
    dietaryRestrictions: row.dietaryRestrictions,
    spokenLanguages: row.spokenLanguages,
  };
}

/** The guest `userId`'s preferences and whether they ever saved them (recommendations need both). */
export async function loadPreferences(db: Db | Tx, userId: number): Promise<StoredPreferences> {
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
  return row
    ? { preferences: toPreferences(row), isSaved: true }
    : { preferences: DEFAULT_PREFERENCES, isSaved: false };
}

/** The signed-in guest's own preferences; the §3 defaults when they never saved. */
export async function getPreferences(db: Db | Tx, userId: number): Promise<Preferences> {
  return (await loadPreferences(db, userId)).preferences;
}

/** Saves (upserts on the user id) the signed-in guest's own preferences; lists left out keep their saved value. */
export async function savePreferences(
  db: Db | Tx,
  userId: number,
  input: PreferencesValues,
): Promise<Preferences> {
  const {
    budgetRange,
    travelStyle,
    diningPreferences,
    activityInterests,
    dietaryRestrictions,
    spokenLanguages,
  } = input;
  const changes = {
    budgetRange,
    travelStyle,
    ...(diningPreferences && { diningPreferences }),
    ...(activityInterests && { activityInterests }),
    ...(dietaryRestrictions && { dietaryRestrictions }),
    ...(spokenLanguages && { spokenLanguages }),
  };
  const [row] = await db
    .insert(preferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: preferences.userId, set: changes })
    .returning();
  if (!row) throw new Error('preferences upsert returned no row');
  return toPreferences(row);
}
