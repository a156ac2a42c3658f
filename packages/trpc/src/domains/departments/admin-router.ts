import { idInputSchema } from '../../shared/fields.ts';
import { adminProcedure, router } from '../../trpc.ts';
import { outboxFilterSchema } from './notifications/schema.ts';
import { countRecentByDepartment, listOutbox, retryNotification } from './notifications/service.ts';
import { countRequests, updateRequest } from './requests/admin-service.ts';
import {
  serviceRequestFilterSchema,
  serviceRequestIdSchema,
  serviceRequestUpdateSchema,
} from './requests/schema.ts';
import { getRequest, listRequests } from './requests/service.ts';
import { departmentInputSchema, departmentUpdateSchema } from './schema.ts';
import { createDepartment, deleteDepartment, listDepartments, updateDepartment } from './service.ts';

export const departmentsAdminRouter = router({
  /** Admins: every department (GET /api/admin/departments). */
  list: adminProcedure.query(({ ctx }) => listDepartments(ctx.db)),

  /** Admins: POST /api/admin/departments; a taken name is 409. */
  create: adminProcedure
    .input(departmentInputSchema)
    .mutation(({ ctx, input }) => createDepartment(ctx.db, input)),

  /** Admins: PUT /api/admin/departments/{id}; unknown id 404. */
  update: adminProcedure
    .input(departmentUpdateSchema)
    .mutation(({ ctx, input }) => updateDepartment(ctx.db, input)),

  /** Admins: DELETE /api/admin/departments/{id} → { success: true }; unknown id 404. */
  delete: adminProcedure
    .input(idInputSchema)
    .mutation(({ ctx, input }) => deleteDepartment(ctx.db, input.id)),
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

export const outboxAdminRouter = router({
  /** Admins: the newest notifications with their delivery status and last error. */
  list: adminProcedure.input(outboxFilterSchema).query(({ ctx, input }) => listOutbox(ctx.db, input)),

  /** Admins: send a failed notification again (404 unknown, 409 when it has not failed). */
  retry: adminProcedure
    .input(idInputSchema)
    .mutation(({ ctx, input }) => retryNotification(ctx.db, input.id)),

  /** Admins: how many notifications each department received in the last 24 hours. */
  departmentCounts: adminProcedure.query(({ ctx }) => countRecentByDepartment(ctx.db)),
});
