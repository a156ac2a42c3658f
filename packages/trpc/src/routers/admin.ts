import { dashboardAdminRouter } from '../domains/dashboard/router.ts';
import { router } from '../trpc.ts';

/** Everything only admin staff may call; every procedure here is built on adminProcedure. */
export const adminRouter = router({
  dashboard: dashboardAdminRouter,
});
