import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, EXCURSION_CATEGORIES, EXCURSION_DIFFICULTIES } from '../constants.ts';
import { id, inList, textList, timestamps } from './columns.ts';
import { itineraryPorts } from './itinerary.ts';
import { users } from './users.ts';

export type ArContent = {
  panorama360Url?: string | null;
  videoPreviewUrl?: string | null;
  photoSphereUrls: string[];
  arMarkers: { title: string; position: { x: number; y: number } }[];
  virtualTourStops: {
    id: string;
    title: string;
    description: string;
    imageUrl: string;
    coordinates: { lat: number; lng: number };
  }[];
};

export const shoreExcursions = pgTable(
  'shore_excursions',
  {
    id: id(),
    portId: integer().references(() => itineraryPorts.id, { onDelete: 'set null' }),
    title: text().notNull().unique(),
    titleAr: text(),
    description: text().notNull(),
    descriptionAr: text(),
    category: text({ enum: EXCURSION_CATEGORIES }).notNull(),
    difficultyLevel: text({ enum: EXCURSION_DIFFICULTIES }).notNull(),
    duration: text().notNull(),
    priceCents: integer().notNull(),
    departureTime: text().notNull(),
    returnTime: text().notNull(),
    highlights: textList(),
    images: textList(),
    arContent: jsonb().$type<ArContent>(),
    capacity: integer().notNull(),
    bookedCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('excursions_category', sql`${t.category} IN (${inList(EXCURSION_CATEGORIES)})`),
    check('excursions_difficulty', sql`${t.difficultyLevel} IN (${inList(EXCURSION_DIFFICULTIES)})`),
    check('excursions_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'excursions_capacity',
      sql`${t.capacity} > 0 AND ${t.bookedCount} >= 0 AND ${t.bookedCount} <= ${t.capacity}`,
    ),
  ],
);

export const shoreExcursionBookings = pgTable(
  'shore_excursion_bookings',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shoreExcursionId: integer()
      .notNull()
      .references(() => shoreExcursions.id, { onDelete: 'restrict' }),
    participants: integer().notNull(),
    specialRequests: text().notNull().default(''),
    totalPriceCents: integer().notNull(),
    status: text({ enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    ...timestamps,
  },
  (t) => [
    index('excursion_bookings_user_idx').on(t.userId),
    check('excursion_bookings_participants', sql`${t.participants} >= 1`),
    check('excursion_bookings_total', sql`${t.totalPriceCents} >= 0`),
    check('excursion_bookings_status', sql`${t.status} IN (${inList(BOOKING_STATUSES)})`),
  ],
);

export type ShoreExcursionRow = typeof shoreExcursions.$inferSelect;
export type ShoreExcursionBookingRow = typeof shoreExcursionBookings.$inferSelect;
