import { listBookings } from '../../domains/bookings/service.ts';
import { listExcursionBookings } from '../../domains/excursions/service.ts';
import type { ToolContext } from './context.ts';
import type { AlreadyBooked, ProposalSummary } from './types.ts';

type Booked = Pick<ProposalSummary, 'kind' | 'date' | 'time'> & { serviceId: number };

/**
 * The guest's live booking of the very thing a proposal would book again: the same excursion, or
 * the same restaurant, spa or activity at the same date and time. A second one stays allowed (the
 * §7 calls' rules decide); the confirmation only has to say so first.
 */
export async function findAlreadyBooked(ctx: ToolContext, booked: Booked): Promise<AlreadyBooked | null> {
  if (booked.kind === 'excursion') {
    const mine = (await listExcursionBookings(ctx.db, ctx.userId)).find(
      (b) => b.shoreExcursionId === booked.serviceId && b.status !== 'cancelled',
    );
    return mine ? { bookingId: mine.id, partySize: mine.participants } : null;
  }
  if (booked.kind !== 'restaurant' && booked.kind !== 'spa' && booked.kind !== 'activity') return null;
  const mine = (await listBookings(ctx.db, ctx.userId)).find(
    (b) =>
      b.status !== 'cancelled' &&
      b.type === booked.kind &&
      b.serviceId === booked.serviceId &&
      b.date === booked.date &&
      b.time === booked.time,
  );
  return mine ? { bookingId: mine.id, partySize: mine.partySize } : null;
}
