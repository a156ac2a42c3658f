import { authedProcedure, router } from '../../trpc.ts';
import { bookingIdInputSchema, bookingInputSchema, freeSlotsInputSchema } from './schema.ts';
import { cancelBooking, createBooking, listBookings } from './service.ts';
import { listFreeSlots } from './slots.ts';

export const bookingsGuestRouter = router({
  /** Signed-in guests: their own restaurant, spa and activity bookings. */
  list: authedProcedure.query(({ ctx }) => listBookings(ctx.db, ctx.user.id)),

  /** Signed-in guests: book a table, spa appointment or activity session (409 when no spots are left). */
  create: authedProcedure
    .input(bookingInputSchema)
    .mutation(({ ctx, input }) => createBooking(ctx.db, ctx.user.id, input)),

  /** Signed-in guests: cancel one of their own bookings (404 for anyone else's, 409 if already cancelled). */
  cancel: authedProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx.db, ctx.user.id, input.id)),

  /** Signed-in guests: free times of a restaurant, spa service or activity on a date. */
  freeSlots: authedProcedure
    .input(freeSlotsInputSchema)
    .query(({ ctx, input }) => listFreeSlots(ctx.db, input)),
});
