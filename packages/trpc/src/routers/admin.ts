import { schedulesAdminRouter } from '../domains/bookings/admin-router.ts';
import { dashboardAdminRouter } from '../domains/dashboard/admin-router.ts';
import { deckMapsAdminRouter, deckVenuesAdminRouter } from '../domains/decks/admin-router.ts';
import {
  departmentsAdminRouter,
  outboxAdminRouter,
  requestsAdminRouter,
} from '../domains/departments/admin-router.ts';
import { itineraryAdminRouter } from '../domains/itinerary/admin-router.ts';
import { knowledgeImportAdminRouter } from '../domains/knowledge/admin-router.ts';
import { aiLearningsAdminRouter } from '../domains/learnings/admin-router.ts';
import { promotionsAdminRouter } from '../domains/promotions/admin-router.ts';
import { restaurantsAdminRouter } from '../domains/restaurants/admin-router.ts';
import { spaAdminRouter } from '../domains/spa/admin-router.ts';
import { router } from '../trpc.ts';

/**
 * Everything only admin staff may call; every procedure here is built on adminProcedure.
 * Each family's procedures live in `domains/<family>/admin-router.ts`; the paths stay as the clients know them.
 */
export const adminRouter = router({
  dashboard: dashboardAdminRouter,
  restaurants: restaurantsAdminRouter,
  spa: spaAdminRouter,
  schedules: schedulesAdminRouter,
  departments: departmentsAdminRouter,
  promotions: promotionsAdminRouter,
  itinerary: itineraryAdminRouter,
  deckMaps: deckMapsAdminRouter,
  deckVenues: deckVenuesAdminRouter,
  knowledgeImport: knowledgeImportAdminRouter,
  aiLearnings: aiLearningsAdminRouter,
  requests: requestsAdminRouter,
  outbox: outboxAdminRouter,
});
