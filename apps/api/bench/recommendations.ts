import { pathToFileURL } from 'node:url';
import { createDb, preferences, users } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { type Context, createCaller } from '@marsa/trpc';
import {
  ACTIVITY_OPTIONS,
  BUDGET_RANGES,
  DINING_OPTIONS,
  SHIP_FIGURES,
  TRAVEL_STYLES,
} from '@marsa/trpc/schemas';

/**
 * The recommendation engine's time per guest over the whole demo ship: every guest gets a
 * generated profile (one in ten never saved one), then each guest's recommendations and
 * personalized excursions are computed through the real procedures, database reads included.
 * Target: under 5 ms per guest. Run: `tsx bench/recommendations.ts [guests]`.
 */
const TARGET_MS = 5;
const CHUNK = 500;
const DIETS = ['vegetarian', 'vegan', 'halal', 'shellfish allergy', 'gluten-free', 'nut allergy'];
const LANGS = ['Arabic', 'English', 'French', 'Urdu'];

/** mulberry32: a small seeded PRNG, so every run scores the same profiles. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample<T>(next: () => number, items: readonly T[], max: number): T[] {
  const count = Math.floor(next() * (max + 1));
  return [...items].sort(() => next() - 0.5).slice(0, count);
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(label: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const mean = timings.reduce((sum, t) => sum + t, 0) / timings.length;
  const verdict = mean < TARGET_MS ? 'OK' : 'OVER TARGET';
  console.log(
    `${label.padEnd(44)} mean ${mean.toFixed(3)} ms  p50 ${percentile(sorted, 50).toFixed(3)}  p95 ${percentile(sorted, 95).toFixed(3)}  p99 ${percentile(sorted, 99).toFixed(3)} ms  (${verdict}, target < ${TARGET_MS} ms)`,
  );
}

export async function main(guestCount: number = SHIP_FIGURES.guests): Promise<void> {
  const handle = await createDb({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    await seedDemoShip(handle.db);
    const next = random(20_261_122);
    const ids: number[] = [];
    for (let start = 0; start < guestCount; start += CHUNK) {
      const rows = await handle.db
        .insert(users)
        .values(
          Array.from({ length: Math.min(CHUNK, guestCount - start) }, (_, i) => ({
            username: `bench${start + i}`,
            usernameKey: `bench${start + i}`,
            passwordHash: 'not-a-real-hash',
            fullName: `Bench Guest ${start + i}`,
            roomNumber: String(1000 + start + i),
            deck: String(5 + ((start + i) % 12)),
          })),
        )
        .returning({ id: users.id });
      ids.push(...rows.map((row) => row.id));
    }
    const profiles = ids
      .filter(() => next() >= 0.1)
      .map((userId) => ({
        userId,
        budgetRange: pick(next, BUDGET_RANGES),
        travelStyle: pick(next, TRAVEL_STYLES),
        diningPreferences: sample(next, DINING_OPTIONS, 3),
        activityInterests: sample(next, ACTIVITY_OPTIONS, 3),
        dietaryRestrictions: next() < 0.25 ? sample(next, DIETS, 2) : [],
        spokenLanguages: sample(next, LANGS, 2),
      }));
    for (let start = 0; start < profiles.length; start += CHUNK) {
      await handle.db.insert(preferences).values(profiles.slice(start, start + CHUNK));
    }

    const callerFor = (userId: number) =>
      createCaller({
        db: handle.db,
        config: { brandName: 'Marsa', secureCookies: false, uploadDir: '/tmp' },
        user: {
          id: userId,
          username: `bench${userId}`,
          fullName: 'Bench',
          roomNumber: '1',
          deck: '5',
          isAdmin: false,
        },
        session: {
          id: 'bench',
          userId,
          expiresAt: new Date(Date.now() + 86_400_000),
          absoluteExpiresAt: new Date(Date.now() + 86_400_000),
        },
        clientAddress: '127.0.0.1',
        requestId: undefined,
        lang: userId % 3 === 0 ? 'ar' : 'en',
        resHeaders: new Headers(),
        setSessionCookie: () => {},
        clearSessionCookie: () => {},
      } satisfies Context);

    for (const userId of ids.slice(0, 50)) await callerFor(userId).guest.recommendations.list();

    const restaurantsSpaActivities: number[] = [];
    const excursions: number[] = [];
    let nonEmpty = 0;
    for (const userId of ids) {
      const caller = callerFor(userId);
      const t0 = performance.now();
      const result = await caller.guest.recommendations.list();
      const t1 = performance.now();
      await caller.guest.recommendations.excursions();
      const t2 = performance.now();
      restaurantsSpaActivities.push(t1 - t0);
      excursions.push(t2 - t1);
      if (result.restaurants.length) nonEmpty++;
    }

    console.log(
      `Recommendation engine on the demo ship (PGlite in memory): ${ids.length} guests, ${nonEmpty} with saved preferences`,
    );
    report('GET /api/recommendations (db + engine)', restaurantsSpaActivities);
    report('personalized excursions (db + engine)', excursions);
    report(
      'both, per guest',
      restaurantsSpaActivities.map((t, i) => t + (excursions[i] ?? 0)),
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.argv[2] ?? SHIP_FIGURES.guests);
  main(Number.isInteger(count) && count > 0 ? count : SHIP_FIGURES.guests).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
