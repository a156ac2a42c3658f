import { adminProcedure, router } from '../../trpc.ts';
import { idInputSchema } from '../admin-common/fields.ts';
import { deckVenueInputSchema, deckVenueUpdateSchema } from './schema.ts';
import { createDeckVenue, deleteDeckVenue, listDeckVenues, updateDeckVenue } from './service.ts';

export const deckVenuesAdminRouter = router({
  /** Admins: every venue (GET /api/admin/deck-venues). */
  list: adminProcedure.query(({ ctx }) => listDeckVenues(ctx.db)),

  /** Admins: POST /api/admin/deck-venues; unknown deck 404. */
  create: adminProcedure
    .input(deckVenueInputSchema)
    .mutation(({ ctx, input }) => createDeckVenue(ctx.db, input)),

  /** Admins: PUT /api/admin/deck-venues/{id}; unknown venue or deck 404. */
  update: adminProcedure
    .input(deckVenueUpdateSchema)
    .mutation(({ ctx, input }) => updateDeckVenue(ctx.db, input)),

  /** Admins: DELETE /api/admin/deck-venues/{id} → { success: true }; unknown id 404. */
  delete: adminProcedure.input(idInputSchema).mutation(({ ctx, input }) => deleteDeckVenue(ctx.db, input.id)),
});
