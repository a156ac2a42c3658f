import { adminProcedure, router } from '../../trpc.ts';
import { idInputSchema } from '../admin-common/fields.ts';
import { deckMapInputSchema, deckMapUpdateSchema } from './schema.ts';
import { createDeckMap, deleteDeckMap, listDeckMaps, updateDeckMap } from './service.ts';

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
