import { idInputSchema } from '../../shared/fields.ts';
import { adminProcedure, router } from '../../trpc.ts';
import { deckMapInputSchema, deckMapUpdateSchema } from './maps-schema.ts';
import { createDeckMap, deleteDeckMap, listDeckMaps, updateDeckMap } from './maps-service.ts';
import { deckVenueInputSchema, deckVenueUpdateSchema } from './venues-schema.ts';
import { createDeckVenue, deleteDeckVenue, listDeckVenues, updateDeckVenue } from './venues-service.ts';
export const deckMapsAdminRouter = router({
  /** Admins: every deck (GET /api/admin/deck-maps). */
  list: adminProcedure.query(({ ctx }) => listDeckMaps(ctx.db)),

  /** Admins: POST /api/admin/deck-maps; a deck number in use is 409. */
  create: adminProcedure.input(deckMapInputSchema).mutation(({ ctx, input }) => createDeckMap(ctx.db, input)),

  /** Admins: PUT /api/admin/deck-maps/{id}; unknown id 404. */
  update: adminProcedure
    .input(deckMapUpdateSchema)
    .mutation(({ ctx, input }) => updateDeckMap(ctx.db, input)),

  /** Admins: DELETE /api/admin/deck-maps/{id} → { success: true }; a deck with venues is 409. */
  delete: adminProcedure.input(idInputSchema).mutation(({ ctx, input }) => deleteDeckMap(ctx.db, input.id)),
});

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
