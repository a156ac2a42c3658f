import { adminProcedure, router } from '../../trpc.ts';
import { correctAiLearning, listAiLearnings } from './admin-service.ts';
import { migrateConversations } from './migrate.ts';
import { aiLearningCorrectionInputSchema } from './schema.ts';

export const aiLearningsAdminRouter = router({
  /** Admins: every learning, newest first (GET /api/admin/ai-learnings). */
  list: adminProcedure.query(({ ctx }) => listAiLearnings(ctx.db)),

  /** Admins: PUT /api/admin/ai-learnings/{id} { adminCorrection } → the updated learning; unknown id 404. */
  correct: adminProcedure
    .input(aiLearningCorrectionInputSchema)
    .mutation(({ ctx, input }) => correctAiLearning(ctx.db, input)),

  /** Admins: POST /api/admin/ai-learnings/migrate-conversations → { message: 'Imported N conversations', imported }. */
  migrateConversations: adminProcedure.mutation(({ ctx }) => migrateConversations(ctx.db)),
});
