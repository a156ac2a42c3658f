import { type Db, type NotificationRow, notifications, type Tx } from '@marsa/db';
import { findGuestCard } from '../../auth/guests.ts';
import { describeEvent, type NotificationInput } from './describe.ts';
import { findRecipients } from './recipients.ts';

export type { NotificationInput } from './describe.ts';

export const NO_RECIPIENT = 'No active department of this category or of general to notify';

/**
 * Writes the outbox rows of one event, inside the caller's transaction (the booking, cancellation,
 * order or hand-off itself), so the event and its notifications commit or roll back together: one
 * row per recipient department, delivered later by the notification worker. Enqueueing the same
 * event twice is a no-op (dedupe key). With no department to tell, one 'failed' row keeps the
 * event visible in the admin outbox.
 */
export async function enqueueNotification(tx: Db | Tx, input: NotificationInput): Promise<NotificationRow[]> {
  const guest = await findGuestCard(tx, input.userId);
  if (!guest) throw new Error(`notification for unknown user ${input.userId}`);
  const departure =
    input.event === 'excursion_booked' || input.event === 'excursion_cancelled' ? input.departure : undefined;
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
