import { aiLearningsAdminRouter } from '../domains/ai-learnings/router.ts';
import { dashboardAdminRouter } from '../domains/dashboard/router.ts';
import { deckMapsAdminRouter } from '../domains/deck-maps/router.ts';
import { deckVenuesAdminRouter } from '../domains/deck-venues/router.ts';
import { departmentsAdminRouter } from '../domains/departments/router.ts';
import { itineraryAdminRouter } from '../domains/itinerary/admin-router.ts';
import { knowledgeImportAdminRouter } from '../domains/knowledge-import/router.ts';
import { outboxAdminRouter } from '../domains/notifications/router.ts';
import { promotionsAdminRouter } from '../domains/promotions/router.ts';
import { restaurantsAdminRouter } from '../domains/restaurants/router.ts';
import { schedulesAdminRouter } from '../domains/schedules/router.ts';
import { requestsAdminRouter } from '../domains/service-requests/router.ts';
import { spaAdminRouter } from '../domains/spa/router.ts';
import { router } from '../trpc.ts';

/** Everything only admin staff may call; every procedure here is built on adminProcedure. */
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
