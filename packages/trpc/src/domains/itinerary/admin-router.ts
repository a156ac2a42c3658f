import { idInputSchema } from '../../shared/fields.ts';
import { adminProcedure, router } from '../../trpc.ts';
import { createPort, deletePort, updatePort } from './admin-service.ts';
import { portInputSchema, portUpdateSchema } from './schema.ts';
import { listPorts } from './service.ts';

export const itineraryAdminRouter = router({
  /** Admins: the ports in sailing order (GET /api/admin/itinerary). */
  list: adminProcedure.query(({ ctx }) => listPorts(ctx.db)),

  /** Admins: POST /api/admin/itinerary. */
  create: adminProcedure.input(portInputSchema).mutation(({ ctx, input }) => createPort(ctx.db, input)),

  /** Admins: PUT /api/admin/itinerary/{id}; unknown id 404. */
  update: adminProcedure.input(portUpdateSchema).mutation(({ ctx, input }) => updatePort(ctx.db, input)),

  /** Admins: DELETE /api/admin/itinerary/{id} → { success: true }; unknown id 404. */
  delete: adminProcedure.input(idInputSchema).mutation(({ ctx, input }) => deletePort(ctx.db, input.id)),
});
