import type {
  DeckMapInput,
  DeckVenueInput,
  DepartmentCategory,
  DepartmentInput,
  NotificationStatus,
  PortInput,
  PromotionInput,
  RestaurantInput,
  ServiceRequestStatus,
  ServiceRequestUpdate,
  SpaServiceInput,
} from '@marsa/trpc/schemas';
import { restFileRoute, restRoute } from '../adapter.ts';

const id = (params: Record<string, string>) => Number(params.id);

/** §7 'Admin' calls; every procedure behind them is an adminProcedure. */
export const adminRoutes = [
  restRoute('GET', '/api/admin/dashboard', (api) => api.admin.dashboard.counts()),
  restRoute('GET', '/api/admin/activities', (api) => api.admin.dashboard.activities()),
  restRoute('GET', '/api/admin/bookings', (api) => api.admin.dashboard.bookings()),

  restRoute('GET', '/api/admin/requests', (api, req) =>
    api.admin.requests.list({
      status: req.query.status as ServiceRequestStatus | undefined,
      category: (req.query.department ?? req.query.category) as DepartmentCategory | undefined,
    }),
  ),
  restRoute('GET', '/api/admin/requests/:id', (api, req) => api.admin.requests.get({ id: req.params.id })),
  restRoute('PUT', '/api/admin/requests/:id', async (api, req) =>
    api.admin.requests.update({
      ...(await req.json<Omit<ServiceRequestUpdate, 'id'>>()),
      id: id(req.params),
    }),
  ),
  restRoute('GET', '/api/admin/notifications', (api, req) =>
    api.admin.outbox.list({ status: req.query.status as NotificationStatus | undefined }),
  ),
  restRoute('POST', '/api/admin/notifications/:id/retry', (api, req) =>
    api.admin.outbox.retry({ id: id(req.params) }),
  ),

  restRoute('GET', '/api/admin/restaurants', (api) => api.admin.restaurants.list()),
  restRoute(
    'POST',
    '/api/admin/restaurants',
    async (api, req) => api.admin.restaurants.create(await req.json()),
    { status: 201 },
  ),
  restRoute('PUT', '/api/admin/restaurants/:id', async (api, req) =>
    api.admin.restaurants.update({ ...(await req.json<RestaurantInput>()), id: id(req.params) }),
  ),
  restRoute('POST', '/api/admin/restaurants/:id/images', async (api, req) =>
    api.admin.restaurants.uploadImages({ id: id(req.params), form: await req.form() }),
  ),

  restRoute('GET', '/api/admin/spa-services', (api) => api.admin.spa.list()),
  restRoute('POST', '/api/admin/spa-services', async (api, req) => api.admin.spa.create(await req.json()), {
    status: 201,
  }),
  restRoute('PUT', '/api/admin/spa-services/:id', async (api, req) =>
    api.admin.spa.update({ ...(await req.json<SpaServiceInput>()), id: id(req.params) }),
  ),
  restRoute('POST', '/api/admin/spa-services/:id/images', async (api, req) =>
    api.admin.spa.uploadImages({ id: id(req.params), form: await req.form() }),
  ),

  restRoute('GET', '/api/admin/schedules', (api) => api.admin.schedules.list()),
  restRoute(
    'POST',
    '/api/admin/schedules',
    async (api, req) => api.admin.schedules.create(await req.json()),
    { status: 201 },
  ),
  restRoute('POST', '/api/admin/schedules/generate-daily', async (api, req) =>
    api.admin.schedules.generateDaily(await req.json()),
  ),

  restRoute('GET', '/api/admin/knowledge-topics', (api) => api.admin.knowledgeImport.list()),
  restRoute('POST', '/api/admin/knowledge-topics/import', async (api, req) =>
    api.admin.knowledgeImport.import(await req.form()),
  ),
  restFileRoute('/api/admin/knowledge-topics/download-test', (api, req) =>
    api.admin.knowledgeImport.template({ format: req.query.format }),
  ),

  restRoute('GET', '/api/admin/ai-learnings', (api) => api.admin.aiLearnings.list()),
  restRoute('PUT', '/api/admin/ai-learnings/:id', async (api, req) =>
    api.admin.aiLearnings.correct({ ...(await req.json<{ adminCorrection: string }>()), id: id(req.params) }),
  ),
  restRoute('POST', '/api/admin/ai-learnings/migrate-conversations', (api) =>
    api.admin.aiLearnings.migrateConversations(),
  ),

  restRoute('GET', '/api/admin/itinerary', (api) => api.admin.itinerary.list()),
  restRoute(
    'POST',
    '/api/admin/itinerary',
    async (api, req) => api.admin.itinerary.create(await req.json()),
    { status: 201 },
  ),
  restRoute('PUT', '/api/admin/itinerary/:id', async (api, req) =>
    api.admin.itinerary.update({ ...(await req.json<PortInput>()), id: id(req.params) }),
  ),
  restRoute('DELETE', '/api/admin/itinerary/:id', (api, req) =>
    api.admin.itinerary.delete({ id: id(req.params) }),
  ),

  restRoute('GET', '/api/admin/departments', (api) => api.admin.departments.list()),
  restRoute(
    'POST',
    '/api/admin/departments',
    async (api, req) => api.admin.departments.create(await req.json()),
    { status: 201 },
  ),
  restRoute('PUT', '/api/admin/departments/:id', async (api, req) =>
    api.admin.departments.update({ ...(await req.json<DepartmentInput>()), id: id(req.params) }),
  ),
  restRoute('DELETE', '/api/admin/departments/:id', (api, req) =>
    api.admin.departments.delete({ id: id(req.params) }),
  ),

  restRoute('GET', '/api/admin/promotions', (api) => api.admin.promotions.list()),
  restRoute(
    'POST',
    '/api/admin/promotions',
    async (api, req) => api.admin.promotions.create(await req.json()),
    { status: 201 },
  ),
  restRoute('PUT', '/api/admin/promotions/:id', async (api, req) =>
    api.admin.promotions.update({ ...(await req.json<PromotionInput>()), id: id(req.params) }),
  ),
  restRoute('DELETE', '/api/admin/promotions/:id', (api, req) =>
    api.admin.promotions.delete({ id: id(req.params) }),
  ),
  restRoute('POST', '/api/admin/promotions/:id/images', async (api, req) =>
    api.admin.promotions.uploadImages({ id: id(req.params), form: await req.form() }),
  ),

  restRoute('GET', '/api/admin/deck-maps', (api) => api.admin.deckMaps.list()),
  restRoute('POST', '/api/admin/deck-maps', async (api, req) => api.admin.deckMaps.create(await req.json()), {
    status: 201,
  }),
  restRoute('PUT', '/api/admin/deck-maps/:id', async (api, req) =>
    api.admin.deckMaps.update({ ...(await req.json<DeckMapInput>()), id: id(req.params) }),
  ),
  restRoute('DELETE', '/api/admin/deck-maps/:id', (api, req) =>
    api.admin.deckMaps.delete({ id: id(req.params) }),
  ),

  restRoute('GET', '/api/admin/deck-venues', (api) => api.admin.deckVenues.list()),
  restRoute(
    'POST',
    '/api/admin/deck-venues',
    async (api, req) => api.admin.deckVenues.create(await req.json()),
    { status: 201 },
  ),
  restRoute('PUT', '/api/admin/deck-venues/:id', async (api, req) =>
    api.admin.deckVenues.update({ ...(await req.json<DeckVenueInput>()), id: id(req.params) }),
  ),
  restRoute('DELETE', '/api/admin/deck-venues/:id', (api, req) =>
    api.admin.deckVenues.delete({ id: id(req.params) }),
  ),
];
