import { activities } from './activities.ts';
import { admin } from './admin.ts';
import { adminDashboard } from './admin-dashboard.ts';
import { adminDecks } from './admin-decks.ts';
import { adminDepartments } from './admin-departments.ts';
import { adminImport } from './admin-import.ts';
import { adminItinerary } from './admin-itinerary.ts';
import { adminLearnings } from './admin-learnings.ts';
import { adminPromotions } from './admin-promotions.ts';
import { adminRequests } from './admin-requests.ts';
import { adminServices } from './admin-services.ts';
import { auth } from './auth.ts';
import { bookings } from './bookings.ts';
import { chat } from './chat.ts';
import { common } from './common.ts';
import { concierge } from './concierge.ts';
import { deckMaps } from './deck-maps.ts';
import { dining } from './dining.ts';
import { excursions } from './excursions.ts';
import { faq } from './faq.ts';
import { guest } from './guest.ts';
import { itinerary } from './itinerary.ts';
import { offline } from './offline.ts';
import { recommendations } from './recommendations.ts';
import { requests } from './requests.ts';

export const en = {
  common,
  auth,
  chat,
  concierge,
  guest,
  admin,
  adminDepartments,
  adminPromotions,
  adminItinerary,
  adminDecks,
  activities,
  bookings,
  deckMaps,
  dining,
  faq,
  itinerary,
  excursions,
  recommendations,
  offline,
  adminDashboard,
  adminImport,
  adminLearnings,
  adminServices,
  adminRequests,
  requests,
};

/** The server's errors by code: outside the catalog, so they load only where they are needed (the server, the Arabic chunk). */
export { errors } from './errors.ts';
