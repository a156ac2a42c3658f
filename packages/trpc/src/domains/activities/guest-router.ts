import { authedProcedure, router } from '../../trpc.ts';
import { listActivities } from './service.ts';

export const activitiesGuestRouter = router({
  /** Signed-in guests: every onboard activity with its schedule, location and audience. */
  list: authedProcedure.query(({ ctx }) => listActivities(ctx.db)),
});
