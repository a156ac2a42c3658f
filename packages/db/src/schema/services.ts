import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, real, text, unique } from 'drizzle-orm/pg-core';
import { PLACEHOLDER_IMAGE, RATING_DEFAULT, SERVICE_TYPES } from '../constants.ts';
import { id, inList, textList, timestamps } from './columns.ts';

export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    name: text().notNull().unique(),
    nameAr: text(),
    cuisine: text().notNull(),
    description: text().notNull(),
    descriptionAr: text(),
    location: text().notNull(),
    capacity: integer().notNull(),
    openingTime: text().notNull(),
    closingTime: text().notNull(),
    imageUrl: text().notNull().default(PLACEHOLDER_IMAGE),
    rating: real().notNull().default(RATING_DEFAULT),
    specialFeature: text(),
    dressCode: text(),
    diningStyle: text(),
    priceLevel: integer().notNull().default(2),
    images: textList(),
    ...timestamps,
  },
  (t) => [
    check('restaurants_capacity_positive', sql`${t.capacity} > 0`),
    check('restaurants_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('restaurants_price_level', sql`${t.priceLevel} BETWEEN 1 AND 4`),
  ],
);

export const spaServices = pgTable(
  'spa_services',
  {
    id: id(),
    name: text().notNull().unique(),
    nameAr: text(),
    description: text().notNull(),
    descriptionAr: text(),
    duration: integer().notNull(),
    features: textList(),
    capacity: integer().notNull(),
    premium: boolean().notNull().default(false),
    startTime: text().notNull(),
    endTime: text().notNull(),
    priceCents: integer(),
    imageUrl: text().notNull().default(PLACEHOLDER_IMAGE),
    images: textList(),
    ...timestamps,
  },
  (t) => [
    check('spa_duration_positive', sql`${t.duration} > 0`),
    check('spa_capacity_positive', sql`${t.capacity} > 0`),
    check('spa_price_nonnegative', sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: id(),
    name: text().notNull().unique(),
    nameAr: text(),
    category: text().notNull(),
    location: text().notNull(),
    description: text().notNull(),
    descriptionAr: text(),
    schedule: text().notNull(),
    ageGroup: text(),
    capacity: integer(),
    isBookable: boolean().notNull().default(false),
    imageUrl: text().notNull().default(PLACEHOLDER_IMAGE),
    ...timestamps,
  },
  (t) => [check('activities_capacity_positive', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`)],
);

/** A bookable time of a restaurant, spa service or activity; spots never go below 0 or above capacity. */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: id(),
    serviceType: text({ enum: SERVICE_TYPES }).notNull(),
    serviceId: integer().notNull(),
    date: text().notNull(),
    time: text().notNull(),
    availableSpots: integer().notNull(),
    totalCapacity: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('schedule_slots_unique').on(t.serviceType, t.serviceId, t.date, t.time),
    check('schedule_slots_service_type', sql`${t.serviceType} IN (${inList(SERVICE_TYPES)})`),
    check('schedule_slots_capacity_positive', sql`${t.totalCapacity} > 0`),
    check(
      'schedule_slots_spots_range',
      sql`${t.availableSpots} >= 0 AND ${t.availableSpots} <= ${t.totalCapacity}`,
    ),
    check('schedule_slots_date_format', sql`${t.date} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    check('schedule_slots_time_format', sql`${t.time} ~ '^\\d{2}:\\d{2}$'`),
  ],
);

export type RestaurantRow = typeof restaurants.$inferSelect;
export type SpaServiceRow = typeof spaServices.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type ScheduleSlotRow = typeof scheduleSlots.$inferSelect;
