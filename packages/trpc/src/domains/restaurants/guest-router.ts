import { authedProcedure, router } from '../../trpc.ts';
import { listDiningVenues } from './dining-service.ts';

export const diningGuestRouter = router({
  /** Signed-in guests: every restaurant with cuisine, location, hours, rating, dress code and images. */
  list: authedProcedure.query(({ ctx }) => listDiningVenues(ctx.db)),
});
