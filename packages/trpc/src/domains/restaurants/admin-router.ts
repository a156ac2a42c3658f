import { adminProcedure, router } from '../../trpc.ts';
import { imageUploadInputSchema } from '../images/schema.ts';
import { restaurantInputSchema, restaurantUpdateSchema } from './schema.ts';
import { addRestaurantImages, createRestaurant, listRestaurants, updateRestaurant } from './service.ts';

export const restaurantsAdminRouter = router({
  /** Admins: every restaurant (GET /api/admin/restaurants). */
  list: adminProcedure.query(({ ctx }) => listRestaurants(ctx.db)),

  /** Admins: adds a restaurant (POST /api/admin/restaurants); a taken name is 409. */
  create: adminProcedure
    .input(restaurantInputSchema)
    .mutation(({ ctx, input }) => createRestaurant(ctx.db, input)),

  /** Admins: edits a restaurant (PUT /api/admin/restaurants/{id}); unknown id 404. */
  update: adminProcedure
    .input(restaurantUpdateSchema)
    .mutation(({ ctx, input }) => updateRestaurant(ctx.db, input)),

  /** Admins: multipart `images` (POST /api/admin/restaurants/{id}/images) → { imageUrls }. */
  uploadImages: adminProcedure
    .input(imageUploadInputSchema)
    .mutation(({ ctx, input }) => addRestaurantImages(ctx.db, ctx.config.uploadDir, input.id, input.images)),
});
