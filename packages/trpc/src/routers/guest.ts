import { itineraryGuestRouter } from '../domains/itinerary/router.ts';
import { router } from '../trpc.ts';

/** Everything a signed-in guest may call; each domain contributes one sub-router. */
export const guestRouter = router({
  itinerary: itineraryGuestRouter,
});
