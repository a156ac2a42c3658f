import type { ServiceType } from '@marsa/db/constants';
import { bookingInputSchema } from '../../domains/bookings/schema.ts';
import { createBooking } from '../../domains/bookings/service.ts';
import { arabicTitle } from '../../domains/search/titles.ts';
import { asResult, issueFailure, type ToolContext } from './context.ts';
import type { BookServiceResult } from './types.ts';
import { toBookedService } from './views.ts';

type ServiceBookingInput = {
  serviceId: number;
  date: string;
  time: string;
  partySize: number;
  specialRequests?: string | undefined;
};

/**
 * Books through the bookings service with the same validation as the REST and tRPC calls; the
 * booking and any refusal name the service in Arabic too (looked up from its record).
 */
export async function bookService(
  ctx: ToolContext,
  type: ServiceType,
  input: ServiceBookingInput,
): Promise<BookServiceResult> {
  const parsed = bookingInputSchema.safeParse({ type, ...input });
  if (!parsed.success) return issueFailure(parsed.error.issues[0]);
  const nameAr = await arabicTitle(ctx.db, { kind: type, id: input.serviceId });
  return asResult(
    async () => ({
      ok: true as const,
      booking: {
        ...toBookedService(await createBooking(ctx.db, ctx.userId, parsed.data, ctx.now)),
        serviceNameAr: nameAr,
      },
    }),
    nameAr ? { venue: nameAr } : {},
  );
}
