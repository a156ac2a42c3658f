import { adminProcedure, authedProcedure, router } from '../../trpc.ts';
import { countRequests, updateRequest } from './admin-service.ts';
import {
  serviceRequestFilterSchema,
  serviceRequestIdSchema,
  serviceRequestInputSchema,
  serviceRequestUpdateSchema,
} from './schema.ts';
import { createServiceRequest, getMyRequest, getRequest, listMyRequests, listRequests } from './service.ts';

export const requestsGuestRouter = router({
  /** Signed-in guests: their own requests for a person (GET /api/requests). */
  list: authedProcedure.query(({ ctx }) => listMyRequests(ctx.db, ctx.user.id)),

  /** Signed-in guests: one of their own requests; anyone else's is 404. */
  get: authedProcedure
    .input(serviceRequestIdSchema)
    .query(({ ctx, input }) => getMyRequest(ctx.db, ctx.user.id, input.id)),

  /** Signed-in guests: ask for a person (POST /api/requests); the crew is notified. */
  create: authedProcedure
    .input(serviceRequestInputSchema)
    .mutation(async ({ ctx, input }) => (await createServiceRequest(ctx.db, ctx.user.id, input)).request),
});

export const requestsAdminRouter = router({
  /** Admins: requests by status and department (GET /api/admin/requests). */
  list: adminProcedure
    .input(serviceRequestFilterSchema)
    .query(({ ctx, input }) => listRequests(ctx.db, input)),

  /** Admins: one request with its guest and conversation excerpt. */
  get: adminProcedure.input(serviceRequestIdSchema).query(({ ctx, input }) => getRequest(ctx.db, input.id)),

  /** Admins: status and/or a reply that reaches the guest's chat (PUT /api/admin/requests/{id}). */
  update: adminProcedure
    .input(serviceRequestUpdateSchema)
    .mutation(({ ctx, input }) => updateRequest(ctx.db, input)),

  /** Admins: open / in progress / resolved counts for the dashboard. */
  counts: adminProcedure.query(({ ctx }) => countRequests(ctx.db)),
});
