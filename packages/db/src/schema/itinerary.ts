import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PLACEHOLDER_PORT_IMAGE } from '../constants.ts';
import { id, textList, timestamps } from './columns.ts';

export const itineraryPorts = pgTable(
  'itinerary_ports',
  {
    id: id(),
    portName: text().notNull(),
    portNameAr: text(),
    country: text().notNull(),
    description: text().notNull(),
    descriptionAr: text(),
    arrivalDate: text().notNull(),
    arrivalTime: text().notNull(),
    departureDate: text().notNull(),
    departureTime: text().notNull(),
    portOrder: integer().notNull(),
    timezone: text().notNull(),
    activities: textList(),
    highlights: textList(),
    imageUrl: text().notNull().default(PLACEHOLDER_PORT_IMAGE),
    ...timestamps,
  },
  (t) => [check('itinerary_port_order_min', sql`${t.portOrder} >= 1`)],
);

export type ItineraryPortRow = typeof itineraryPorts.$inferSelect;
