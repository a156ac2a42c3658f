import {
  type Db,
  eq,
  itineraryPorts,
  type NotificationRow,
  notifications,
  shoreExcursions,
  type Tx,
  users,
} from '@marsa/db';
import { type Departure, describeEvent, type NotificationInput } from './describe.ts';
import { findRecipients } from './recipients.ts';

export type { NotificationInput } from './describe.ts';

export const NO_RECIPIENT = 'No active department of this category or of general to notify';

async function departureOf(tx: Db | Tx, excursionId: number): Promise<Departure | undefined> {
  const [row] = await tx
    .select({ time: shoreExcursions.departureTime, date: itineraryPorts.arrivalDate })
    .from(shoreExcursions)
    .leftJoin(itineraryPorts, eq(itineraryPorts.id, shoreExcursions.portId))
    .where(eq(shoreExcursions.id, excursionId));
  return row ? { date: row.date ?? null, time: row.time } : undefined;
}

/**
 * Writes the outbox rows of one event, inside the caller's transaction (the booking, cancellation,
 * order or hand-off itself), so the event and its notifications commit or roll back together: one
 * row per recipient department, delivered later by the notification worker. Enqueueing the same
 * event twice is a no-op (dedupe key). With no department to tell, one 'failed' row keeps the
 * event visible in the admin outbox.
 */
export async function enqueueNotification(tx: Db | Tx, input: NotificationInput): Promise<NotificationRow[]> {
  const [guest] = await tx
    .select({ fullName: users.fullName, roomNumber: users.roomNumber, deck: users.deck })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!guest) throw new Error(`notification for unknown user ${input.userId}`);
  const departure =
    input.event === 'excursion_booked' || input.event === 'excursion_cancelled'
      ? await departureOf(tx, input.booking.shoreExcursionId)
      : undefined;
  const described = describeEvent(input, guest, departure);
  const recipients = await findRecipients(tx, described.category);
  const base = {
    event: described.event,
    ref: described.ref,
    subject: described.subject,
    payload: described.payload,
  };
  const rows =
    recipients.length > 0
      ? recipients.map((recipient) => ({
          ...base,
          dedupeKey: `${described.event}:${described.ref}:${recipient.email.toLowerCase()}`,
          departmentId: recipient.id,
          departmentName: recipient.name,
          recipient: recipient.email,
        }))
      : [
          {
            ...base,
            dedupeKey: `${described.event}:${described.ref}:`,
            departmentName: '',
            recipient: '',
            status: 'failed' as const,
            lastError: NO_RECIPIENT,
          },
        ];
  return tx.insert(notifications).values(rows).onConflictDoNothing().returning();
}
