import { adminProcedure, router } from '../../trpc.ts';
import { knowledgeImportInputSchema, knowledgeTemplateInputSchema } from './import/schema.ts';
import { importKnowledgeTopics, listKnowledgeTopics } from './import/service.ts';
import { knowledgeTemplate } from './import/template.ts';

export const knowledgeImportAdminRouter = router({
  /** Admins: the knowledge base (GET /api/admin/knowledge-topics). */
  list: adminProcedure.query(({ ctx }) => listKnowledgeTopics(ctx.db)),

  /**
   * Admins: multipart `excel` (+ optional `importValidRows`) → { topics, rejected, message }
   * (POST /api/admin/knowledge-topics/import). 413 over 10 MB, 415 not a spreadsheet, 400 bad rows.
   */
  import: adminProcedure
    .input(knowledgeImportInputSchema)
    .mutation(({ ctx, input }) => importKnowledgeTopics(ctx.db, input)),

  /** Admins: the template file { filename, contentType, base64 } (GET …/knowledge-topics/download-test). */
  template: adminProcedure
    .input(knowledgeTemplateInputSchema)
    .query(({ input }) => knowledgeTemplate(input?.format)),
});
