import { authedProcedure, router } from '../../trpc.ts';
import { recommendationsInputSchema } from './recommendations/schema.ts';
import { getExcursionRecommendations, getRecommendations } from './recommendations/service.ts';
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

export const recommendationsGuestRouter = router({
  /** Signed-in guests: their personal restaurant, spa and activity recommendations (§3). */
  list: authedProcedure
    .input(recommendationsInputSchema)
    .query(({ ctx, input }) => getRecommendations(ctx.db, ctx.user.id, input?.lang ?? ctx.lang)),

  /** Signed-in guests: their personalized shore excursions (§3), from the same engine. */
  excursions: authedProcedure
    .input(recommendationsInputSchema)
    .query(({ ctx, input }) => getExcursionRecommendations(ctx.db, ctx.user.id, input?.lang ?? ctx.lang)),
});
