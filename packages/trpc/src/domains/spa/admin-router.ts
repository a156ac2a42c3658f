import { adminProcedure, router } from '../../trpc.ts';
import { imageUploadInputSchema } from '../images/schema.ts';
import { spaServiceInputSchema, spaServiceUpdateSchema } from './schema.ts';
import { addSpaServiceImages, createSpaService, listSpaServices, updateSpaService } from './service.ts';

export const spaAdminRouter = router({
  /** Admins: every spa service (GET /api/admin/spa-services). */
  list: adminProcedure.query(({ ctx }) => listSpaServices(ctx.db)),

  /** Admins: adds a spa service (POST /api/admin/spa-services); a taken name is 409. */
  create: adminProcedure
    .input(spaServiceInputSchema)
    .mutation(({ ctx, input }) => createSpaService(ctx.db, input)),

  /** Admins: edits a spa service (PUT /api/admin/spa-services/{id}); unknown id 404. */
  update: adminProcedure
    .input(spaServiceUpdateSchema)
    .mutation(({ ctx, input }) => updateSpaService(ctx.db, input)),

  /** Admins: multipart `images` (POST /api/admin/spa-services/{id}/images) → { imageUrls }. */
  uploadImages: adminProcedure
    .input(imageUploadInputSchema)
    .mutation(({ ctx, input }) => addSpaServiceImages(ctx.db, ctx.config.uploadDir, input.id, input.images)),
});
