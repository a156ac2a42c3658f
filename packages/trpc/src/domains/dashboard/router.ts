import { adminProcedure, router } from '../../trpc.ts';
import { countDashboard } from './service.ts';

export const dashboardAdminRouter = router({
  /** Admins: row counts for the dashboard cards. */
  counts: adminProcedure.query(({ ctx }) => countDashboard(ctx.db)),
});
