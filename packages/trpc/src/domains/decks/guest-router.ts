import { authedProcedure, router } from '../../trpc.ts';
import { deckVenuesInputSchema } from './schema.ts';
import { listActiveDecks, listActiveVenues } from './service.ts';

export const decksGuestRouter = router({
  /** Signed-in guests: the active decks, by deck number. */
  list: authedProcedure.query(({ ctx }) => listActiveDecks(ctx.db)),

  /** Signed-in guests: active venues on active decks, optionally one deck's (`deckMapId`). */
  venues: authedProcedure
    .input(deckVenuesInputSchema)
    .query(({ ctx, input }) => listActiveVenues(ctx.db, input?.deckMapId)),
});
