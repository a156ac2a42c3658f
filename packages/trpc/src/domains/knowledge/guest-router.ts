import { authedProcedure, router } from '../../trpc.ts';
import { faqInputSchema } from './faq-schema.ts';
import { listFaq } from './faq-service.ts';

export const faqGuestRouter = router({
  /** Signed-in guests: the FAQ in one language, grouped by category, optionally searched. */
  list: authedProcedure
    .input(faqInputSchema)
    .query(({ ctx, input }) => listFaq(ctx.db, input?.lang ?? ctx.lang, input?.search)),
});
