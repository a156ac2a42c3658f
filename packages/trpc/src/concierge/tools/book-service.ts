import type { ServiceType } from '@marsa/db/constants';
import { bookingInputSchema } from '../../domains/bookings/schema.ts';
import { createBooking } from '../../domains/bookings/service.ts';
import { asResult, type ToolContext } from './context.ts';
import type { BookServiceResult } from './types.ts';
import { toBookedService } from './views.ts';

type ServiceBookingInput = {
  serviceId: number;
  date: string;
  time: string;
  partySize: number;
  specialRequests?: string | undefined;
};

/** Books through the bookings service with the same validation as the REST and tRPC calls. */
export async function bookService(
  ctx: ToolContext,
  type: ServiceType,
  input: ServiceBookingInput,
): Promise<BookServiceResult> {
  const parsed = bookingInputSchema.safeParse({ type, ...input });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid booking' };
  return asResult(async () => ({
    ok: true as const,
    booking: toBookedService(await createBooking(ctx.db, ctx.userId, parsed.data, ctx.now)),
  }));
}
