import { count, type Db, eq, serviceRequests } from '@marsa/db';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '@marsa/db/constants';
import { notFound } from '../../../errors.ts';
import type { StaffReplyContent } from '../../chat/content.ts';
import { saveMessage } from '../../chat/service.ts';
import { findRecipients } from '../notifications/recipients.ts';
import type { ServiceRequestUpdate } from './schema.ts';
import { getRequest } from './service.ts';
import type { AdminServiceRequest } from './view.ts';

/**
 * Admins (PUT /api/admin/requests/{id}): sets the status and/or answers the guest. A reply is kept
 * on the request and posted into the guest's chat as a 'staff' message, in one transaction; a
 * reply to an open request without a status moves it to in_progress. Unknown id 404.
 */
export async function updateRequest(
  db: Db,
  input: ServiceRequestUpdate,
  now: Date = new Date(),
): Promise<AdminServiceRequest> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, input.id))
      .for('update');
    if (!current) throw notFound('request.staff_not_found');
    const status =
      input.status ?? (input.reply && current.status === 'open' ? 'in_progress' : current.status);
    const replies = input.reply
      ? [...current.replies, { text: input.reply, at: now.toISOString() }]
      : current.replies;
    await tx.update(serviceRequests).set({ status, replies }).where(eq(serviceRequests.id, input.id));
    if (input.reply) {
      const [department] = await findRecipients(tx, current.category);
      const content: StaffReplyContent = {
        type: 'staff_reply',
        message: input.reply,
        requestId: current.id,
        department: department?.name ?? '',
      };
      await saveMessage(tx, current.userId, 'staff', JSON.stringify(content));
    }
    return getRequest(tx, input.id);
  });
}

/** Admins: how many requests are open, in progress and resolved (the dashboard's counts). */
export async function countRequests(db: Db): Promise<Record<ServiceRequestStatus, number>> {
  const rows = await db
    .select({ status: serviceRequests.status, value: count() })
    .from(serviceRequests)
    .groupBy(serviceRequests.status);
  const counts = Object.fromEntries(SERVICE_REQUEST_STATUSES.map((status) => [status, 0])) as Record<
    ServiceRequestStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}
