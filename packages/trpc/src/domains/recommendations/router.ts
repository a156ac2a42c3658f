import { authedProcedure, router } from '../../trpc.ts';
import { recommendationsInputSchema } from './schema.ts';
import { getExcursionRecommendations, getRecommendations } from './service.ts';

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
