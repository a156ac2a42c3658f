import { activitiesGuestRouter } from '../domains/activities/router.ts';
import { bookingsGuestRouter } from '../domains/bookings/router.ts';
import { chatGuestRouter } from '../domains/chat/router.ts';
import { decksGuestRouter } from '../domains/decks/router.ts';
import { diningGuestRouter } from '../domains/dining/router.ts';
import { excursionsGuestRouter } from '../domains/excursions/router.ts';
import { faqGuestRouter } from '../domains/faq/router.ts';
import { itineraryGuestRouter } from '../domains/itinerary/router.ts';
import { preferencesGuestRouter } from '../domains/preferences/router.ts';
import { recommendationsGuestRouter } from '../domains/recommendations/router.ts';
import { requestsGuestRouter } from '../domains/service-requests/router.ts';
import { router } from '../trpc.ts';

/** Everything a signed-in guest may call; each domain contributes one sub-router. */
export const guestRouter = router({
  itinerary: itineraryGuestRouter,
  excursions: excursionsGuestRouter,
  preferences: preferencesGuestRouter,
  recommendations: recommendationsGuestRouter,
  decks: decksGuestRouter,
  dining: diningGuestRouter,
  activities: activitiesGuestRouter,
  faq: faqGuestRouter,
  bookings: bookingsGuestRouter,
  chat: chatGuestRouter,
  requests: requestsGuestRouter,
});
