import { authedProcedure, router } from '../../trpc.ts';
import { preferencesInputSchema } from './schema.ts';
import { getPreferences, savePreferences } from './service.ts';

export const preferencesGuestRouter = router({
  /** Signed-in guests: their own preferences, with the §3 defaults when never saved. */
  get: authedProcedure.query(({ ctx }) => getPreferences(ctx.db, ctx.user.id)),

  /** Signed-in guests: saves (upserts) their own preferences and returns them. */
  save: authedProcedure
    .input(preferencesInputSchema)
    .mutation(({ ctx, input }) => savePreferences(ctx.db, ctx.user.id, input)),
});
