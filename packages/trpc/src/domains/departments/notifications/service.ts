import { and, count, type Db, desc, eq, gt, isNotNull, notifications } from '@marsa/db';
import type { NotificationEvent, NotificationStatus } from '@marsa/db/constants';
import { conflict, notFound } from '../../../errors.ts';
import type { OutboxFilter } from './schema.ts';

/** The outbox view shows this many of the newest notifications. */
export const OUTBOX_LIMIT = 200;

export type OutboxEntry = {
  id: number;
  event: NotificationEvent;
  ref: string;
  departmentName: string;
  recipient: string;
  subject: string;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
};

const columns = {
  id: notifications.id,
  event: notifications.event,
  ref: notifications.ref,
  departmentName: notifications.departmentName,
  recipient: notifications.recipient,
  subject: notifications.subject,
  status: notifications.status,
  attempts: notifications.attempts,
  lastError: notifications.lastError,
  nextAttemptAt: notifications.nextAttemptAt,
  sentAt: notifications.sentAt,
  createdAt: notifications.createdAt,
};

/** Admins: the newest notifications, optionally of one status. */
export function listOutbox(db: Db, filter: OutboxFilter = {}): Promise<OutboxEntry[]> {
  return db
    .select(columns)
    .from(notifications)
    .where(filter.status ? eq(notifications.status, filter.status) : undefined)
    .orderBy(desc(notifications.id))
    .limit(OUTBOX_LIMIT);
}

/** Admins: puts a failed notification back in line for the worker; 404 unknown, 409 not failed. */
export async function retryNotification(db: Db, id: number, now = new Date()): Promise<OutboxEntry> {
  const [row] = await db
    .update(notifications)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'failed')))
    .returning(columns);
  if (row) return row;
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.id, id));
  throw existing ? conflict('notification.only_failed_retry') : notFound('notification.not_found');
}

/** Admins: notifications addressed to each department in the last 24 hours, by department id. */
export async function countRecentByDepartment(db: Db, now = new Date()): Promise<Record<number, number>> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const rows = await db
    .select({ departmentId: notifications.departmentId, value: count() })
    .from(notifications)
    .where(and(isNotNull(notifications.departmentId), gt(notifications.createdAt, since)))
    .groupBy(notifications.departmentId);
  return Object.fromEntries(rows.map((row) => [row.departmentId ?? 0, row.value]));
}
