import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import {
  activities,
  deckMaps,
  deckVenues,
  departments,
  itineraryPorts,
  knowledgeTopics,
  promotions,
  restaurants,
  scheduleSlots,
  shoreExcursions,
  spaServices,
} from '../schema/index.ts';
import { activitySeeds } from './activities.ts';
import { restaurantsArabic } from './arabic/dining-ar.ts';
import { excursionsArabic } from './arabic/excursions-ar.ts';
import { portsArabic } from './arabic/ports-ar.ts';
import { promotionsArabic } from './arabic/promotions-ar.ts';
import { activitiesArabic, spaArabic } from './arabic/spa-activities-ar.ts';
import { arabicOf, withArabic } from './arabic/with-arabic.ts';
import { buildDeckVenues, type ServiceRef } from './deck-venues.ts';
import { buildDeckMaps } from './decks.ts';
import { departmentSeeds } from './departments.ts';
import { buildExcursions } from './excursions.ts';
import { buildItinerary, type PortKey } from './itinerary.ts';
import { knowledgeTopicSeeds } from './knowledge.ts';
import { buildPromotions } from './promotions.ts';
import { restaurantSeeds } from './restaurants.ts';
import { buildScheduleSlots } from './schedules.ts';
import { spaSeeds } from './spa.ts';

export type SeedOptions = {
  /** The cruise's first day; itinerary dates, promotions and schedule slots count from its UTC date. */
  today?: Date;
};

/** Serialises concurrent seeders (several API processes starting at once) on PostgreSQL. */
const SEED_LOCK_KEY = 7_346_201;
/** Rows per INSERT, well under PostgreSQL's limit of 65,535 bind parameters. */
const INSERT_CHUNK = 500;

async function insertSlots(tx: Tx, rows: (typeof scheduleSlots.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(scheduleSlots).values(rows.slice(start, start + INSERT_CHUNK));
  }
}

/**
 * Loads the demo ship (restaurants, spa, activities, itinerary, excursions, decks, promotions,
 * departments, FAQ and a week of free slots) into an empty database, in one transaction.
 * Does nothing when restaurants already exist, so the API may call it on every start.
 */
export async function seedDemoShip(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const today = options.today ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: restaurants.id }).from(restaurants).limit(1);
    if (existing) return { seeded: false };

    const restaurantRows = await tx
      .insert(restaurants)
      .values(withArabic(restaurantSeeds, 'name', restaurantsArabic))
      .returning();
    // One statement in array order, so the first spa services get identity ids 1, 2, 3.
    const spaRows = await tx
      .insert(spaServices)
      .values(withArabic(spaSeeds, 'name', spaArabic))
      .returning();
    const activityRows = await tx
      .insert(activities)
      .values(withArabic(activitySeeds, 'name', activitiesArabic))
      .returning();

    const ports = buildItinerary(today);
    const portRows = await tx
      .insert(itineraryPorts)
      .values(ports.map((port) => ({ ...port.row, ...arabicOf(portsArabic, port.key) })))
      .returning({ id: itineraryPorts.id, portOrder: itineraryPorts.portOrder });
    const portIds = new Map<PortKey, number>(
      portRows.flatMap((row) => {
        const port = ports[row.portOrder - 1];
        return port ? [[port.key, row.id] as const] : [];
      }),
    );
    await tx.insert(shoreExcursions).values(withArabic(buildExcursions(portIds), 'title', excursionsArabic));

    const deckRows = await tx
      .insert(deckMaps)
      .values(buildDeckMaps())
      .returning({ id: deckMaps.id, deckNumber: deckMaps.deckNumber });
    const deckIds = new Map(deckRows.map((row) => [row.deckNumber, row.id]));
    const byName = <T extends { name: string }>(rows: T[], toRef: (row: T) => ServiceRef) =>
      new Map(rows.map((row) => [row.name, toRef(row)]));
    await tx.insert(deckVenues).values(
      buildDeckVenues(deckIds, {
        restaurant: byName(restaurantRows, (row) => ({
          id: row.id,
          imageUrl: row.imageUrl,
          operatingHours: `${row.openingTime}–${row.closingTime}`,
          summary: row.specialFeature ? `${row.cuisine}. ${row.specialFeature}.` : row.cuisine,
        })),
        spa: byName(spaRows, (row) => ({ id: row.id, imageUrl: row.imageUrl })),
        activity: byName(activityRows, (row) => ({
          id: row.id,
          imageUrl: row.imageUrl,
          operatingHours: row.schedule,
        })),
      }),
    );

    await tx.insert(promotions).values(withArabic(buildPromotions(today), 'title', promotionsArabic));
    await tx.insert(departments).values(departmentSeeds);
    await tx.insert(knowledgeTopics).values(knowledgeTopicSeeds);
    await insertSlots(
      tx,
      buildScheduleSlots(today, {
        restaurants: restaurantRows,
        spaServices: spaRows,
        activities: activityRows,
      }),
    );
    return { seeded: true };
  });
}
