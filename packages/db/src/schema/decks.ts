import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import {
  PLACEHOLDER_VENUE_IMAGE,
  SERVICE_TYPES,
  VENUE_CATEGORIES,
  VENUE_POSITION_DEFAULT,
} from '../constants.ts';
import { id, inList, textList, timestamps } from './columns.ts';

export const deckMaps = pgTable(
  'deck_maps',
  {
    id: id(),
    deckNumber: integer().notNull().unique(),
    deckName: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [check('deck_maps_number_positive', sql`${t.deckNumber} >= 1`)],
);

export const deckVenues = pgTable(
  'deck_venues',
  {
    id: id(),
    deckMapId: integer()
      .notNull()
      .references(() => deckMaps.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    nameAr: text(),
    category: text({ enum: VENUE_CATEGORIES }).notNull(),
    subcategory: text(),
    description: text().notNull().default(''),
    descriptionAr: text(),
    imageUrl: text().notNull().default(PLACEHOLDER_VENUE_IMAGE),
    xPosition: real().notNull().default(VENUE_POSITION_DEFAULT),
    yPosition: real().notNull().default(VENUE_POSITION_DEFAULT),
    operatingHours: text(),
    contactInfo: text(),
    amenities: textList(),
    isActive: boolean().notNull().default(true),
    relatedServiceId: integer(),
    relatedServiceType: text({ enum: SERVICE_TYPES }),
    ...timestamps,
  },
  (t) => [
    index('deck_venues_deck_idx').on(t.deckMapId),
    check('deck_venues_category', sql`${t.category} IN (${inList(VENUE_CATEGORIES)})`),
    check('deck_venues_x_range', sql`${t.xPosition} >= 0 AND ${t.xPosition} <= 100`),
    check('deck_venues_y_range', sql`${t.yPosition} >= 0 AND ${t.yPosition} <= 100`),
    check(
      'deck_venues_related_type',
      sql`${t.relatedServiceType} IS NULL OR ${t.relatedServiceType} IN (${inList(SERVICE_TYPES)})`,
    ),
  ],
);

export type DeckMapRow = typeof deckMaps.$inferSelect;
export type DeckVenueRow = typeof deckVenues.$inferSelect;
