import { authedProcedure, router } from '../../trpc.ts';
import { listPorts } from './service.ts';

export const itineraryGuestRouter = router({
  /** Signed-in guests: the cruise's ports in order. */
  list: authedProcedure.query(({ ctx }) => listPorts(ctx.db)),
});
