import { idInputSchema } from '../../shared/fields.ts';
import { adminProcedure, router } from '../../trpc.ts';
import { imageUploadInputSchema } from '../images/schema.ts';
import { promotionInputSchema, promotionUpdateSchema } from './schema.ts';
import {
  addPromotionImages,
  createPromotion,
  deletePromotion,
  listPromotions,
  updatePromotion,
} from './service.ts';

export const promotionsAdminRouter = router({
  /** Admins: every promotion (GET /api/admin/promotions). */
  list: adminProcedure.query(({ ctx }) => listPromotions(ctx.db)),

  /** Admins: POST /api/admin/promotions (dates ISO, prices in cents or null). */
  create: adminProcedure
    .input(promotionInputSchema)
    .mutation(({ ctx, input }) => createPromotion(ctx.db, input)),

  /** Admins: PUT /api/admin/promotions/{id}; unknown id 404. */
  update: adminProcedure
    .input(promotionUpdateSchema)
    .mutation(({ ctx, input }) => updatePromotion(ctx.db, input)),

  /** Admins: DELETE /api/admin/promotions/{id} → { success: true }; unknown id 404. */
  delete: adminProcedure.input(idInputSchema).mutation(({ ctx, input }) => deletePromotion(ctx.db, input.id)),

  /** Admins: POST /api/admin/promotions/{id}/images (id 0 = not saved yet) → { imageUrls }. */
  uploadImages: adminProcedure
    .input(imageUploadInputSchema)
    .mutation(({ ctx, input }) => addPromotionImages(ctx.db, ctx.config.uploadDir, input.id, input.images)),
});
