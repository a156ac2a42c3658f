import { adminProcedure, router } from '../../trpc.ts';
import { listAllActivities } from '../activities/service.ts';
import { listAllBookings } from '../bookings/admin-list.ts';
import { countDashboard } from './service.ts';

export const dashboardAdminRouter = router({
  /** Admins: row counts for the dashboard cards. */
  counts: adminProcedure.query(({ ctx }) => countDashboard(ctx.db)),

  /** Admins: every activity (GET /api/admin/activities). */
  activities: adminProcedure.query(({ ctx }) => listAllActivities(ctx.db)),

  /** Admins: every guest's bookings with the guest's name and room (GET /api/admin/bookings). */
  bookings: adminProcedure.query(({ ctx }) => listAllBookings(ctx.db)),
});
