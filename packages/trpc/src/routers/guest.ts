import { activitiesGuestRouter } from '../domains/activities/guest-router.ts';
import { bookingsGuestRouter } from '../domains/bookings/guest-router.ts';
import { chatGuestRouter } from '../domains/chat/guest-router.ts';
import { decksGuestRouter } from '../domains/decks/guest-router.ts';
import { requestsGuestRouter } from '../domains/departments/guest-router.ts';
import { excursionsGuestRouter } from '../domains/excursions/guest-router.ts';
import { itineraryGuestRouter } from '../domains/itinerary/guest-router.ts';
import { faqGuestRouter } from '../domains/knowledge/guest-router.ts';
import { preferencesGuestRouter, recommendationsGuestRouter } from '../domains/preferences/guest-router.ts';
import { diningGuestRouter } from '../domains/restaurants/guest-router.ts';
import { router } from '../trpc.ts';

/**
 * Everything a signed-in guest may call. Each family's procedures live in `domains/<family>/guest-router.ts`;
 * the paths stay as the clients know them (`guest.dining` is the restaurants family, `guest.faq` knowledge).
 */
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
