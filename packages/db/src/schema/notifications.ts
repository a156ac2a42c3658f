import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  DEPARTMENT_CATEGORIES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  SERVICE_REQUEST_STATUSES,
} from '../constants.ts';
import { id, inList, timestamps } from './columns.ts';
import { departments } from './content.ts';
import { users } from './users.ts';

export type StaffReply = { text: string; at: string };

/** A label and value of an email, in English and (when there is one) Arabic. */
export type NotificationLine = {
  label: string;
  labelAr: string;
  value: string;
  valueAr?: string | undefined;
};

/** What an email says, stored at the event; the worker adds the admin link's origin when it sends. */
export type NotificationPayload = {
  headline: string;
  headlineAr: string;
  lines: NotificationLine[];
  reference: string;
  /** Path of the admin screen for it, e.g. '/admin/requests?id=3'. */
  adminPath: string;
};

/** A guest's request to be helped by a person, routed to a department category. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text({ enum: DEPARTMENT_CATEGORIES }).notNull(),
    message: text().notNull(),
    /** The conversation the guest had with the concierge before asking (readable text). */
    excerpt: text().notNull().default(''),
    status: text({ enum: SERVICE_REQUEST_STATUSES }).notNull().default('open'),
    replies: jsonb().$type<StaffReply[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('service_requests_user_idx').on(t.userId, t.id),
    index('service_requests_status_idx').on(t.status, t.category),
    check('service_requests_status', sql`${t.status} IN (${inList(SERVICE_REQUEST_STATUSES)})`),
    check('service_requests_category', sql`${t.category} IN (${inList(DEPARTMENT_CATEGORIES)})`),
  ],
);

/**
 * The outbox: one email per event and recipient, written in the transaction of the event itself
 * and delivered by the notification worker. `dedupeKey` makes enqueueing an event twice a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    event: text({ enum: NOTIFICATION_EVENTS }).notNull(),
    /** What it is about, e.g. 'booking:12' or 'request:3'. */
    ref: text().notNull(),
    dedupeKey: text().notNull().unique(),
    departmentId: integer().references(() => departments.id, { onDelete: 'set null' }),
    departmentName: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    payload: jsonb().$type<NotificationPayload>().notNull(),
    status: text({ enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While 'sending': the claim expires then, and another worker may take the row over. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('notifications_due_idx').on(t.status, t.nextAttemptAt),
    index('notifications_department_idx').on(t.departmentId, t.createdAt),
    check('notifications_status', sql`${t.status} IN (${inList(NOTIFICATION_STATUSES)})`),
    check('notifications_event', sql`${t.event} IN (${inList(NOTIFICATION_EVENTS)})`),
  ],
);

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
