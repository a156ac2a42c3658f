import { adminProcedure, router } from '../../trpc.ts';
import { idInputSchema } from '../admin-common/fields.ts';
import { outboxFilterSchema } from './schema.ts';
import { countRecentByDepartment, listOutbox, retryNotification } from './service.ts';

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
