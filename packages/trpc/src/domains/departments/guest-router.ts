import { authedProcedure, router } from '../../trpc.ts';
import { serviceRequestIdSchema, serviceRequestInputSchema } from './requests/schema.ts';
import { createServiceRequest, getMyRequest, listMyRequests } from './requests/service.ts';

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
