import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, BOOKING_TYPES } from '../constants.ts';
import { id, inList, timestamps } from './columns.ts';
import { scheduleSlots } from './services.ts';
import { users } from './users.ts';

export type BookingOptions = { specialRequests?: string };

/** A guest's reservation; rows are never deleted, cancelling sets status 'cancelled'. */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: BOOKING_TYPES }).notNull(),
    status: text({ enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    serviceId: integer().notNull(),
    serviceName: text().notNull(),
    slotId: integer().references(() => scheduleSlots.id, { onDelete: 'restrict' }),
    date: text().notNull(),
    time: text().notNull(),
    partySize: integer().notNull(),
    additionalOptions: jsonb().$type<BookingOptions>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('bookings_user_idx').on(t.userId),
    check('bookings_type', sql`${t.type} IN (${inList(BOOKING_TYPES)})`),
    check('bookings_status', sql`${t.status} IN (${inList(BOOKING_STATUSES)})`),
    check('bookings_party_size', sql`${t.partySize} >= 1`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
