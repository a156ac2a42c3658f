import { authedProcedure, router } from '../../trpc.ts';
import { excursionBookingIdSchema, excursionBookingInputSchema } from './schema.ts';
import {
  bookExcursion,
  cancelExcursionBooking,
  listExcursionBookings,
  listExcursionDates,
  listExcursions,
} from './service.ts';

export const excursionsGuestRouter = router({
  /** Signed-in guests (anonymous 401, §6): every shore excursion in the §3 shape with spots left. */
  list: authedProcedure.query(({ ctx }) => listExcursions(ctx.db)),

  /** Signed-in guests: their own excursion bookings, newest first. */
  bookings: authedProcedure.query(({ ctx }) => listExcursionBookings(ctx.db, ctx.user.id)),

  /** Signed-in guests: the day each excursion runs (its port's arrival date), for My Bookings. */
  dates: authedProcedure.query(({ ctx }) => listExcursionDates(ctx.db)),

  /** Signed-in guests: books spots on an excursion (404 unknown excursion, 409 when not enough spots). */
  book: authedProcedure
    .input(excursionBookingInputSchema)
    .mutation(({ ctx, input }) => bookExcursion(ctx.db, ctx.user.id, input)),

  /** Signed-in guests: cancels their own booking and returns its spots (404 for others, 409 if already cancelled). */
  cancel: authedProcedure
    .input(excursionBookingIdSchema)
    .mutation(({ ctx, input }) => cancelExcursionBooking(ctx.db, ctx.user.id, input.id)),
});
