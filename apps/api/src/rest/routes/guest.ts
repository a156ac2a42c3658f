import type { Language } from '@marsa/trpc/schemas';
import { restRoute } from '../adapter.ts';

/** §7 'Guest' calls. */
export const guestRoutes = [
  restRoute('GET', '/api/itinerary', (api) => api.guest.itinerary.list()),
  restRoute('GET', '/api/shore-excursions', (api) => api.guest.excursions.list()),
  restRoute('GET', '/api/shore-excursions/recommendations/personalized', (api, req) =>
    api.guest.recommendations.excursions({ lang: req.query.lang as Language | undefined }),
  ),
  restRoute('GET', '/api/shore-excursion-bookings', (api) => api.guest.excursions.bookings()),
  restRoute(
    'POST',
    '/api/shore-excursion-bookings',
    async (api, req) => api.guest.excursions.book(await req.json()),
    {
      status: 201,
    },
  ),
  restRoute('DELETE', '/api/shore-excursion-bookings/:id', (api, req) =>
    api.guest.excursions.cancel({ id: req.params.id }),
  ),
  restRoute('GET', '/api/preferences', (api) => api.guest.preferences.get()),
  restRoute('POST', '/api/preferences', async (api, req) => api.guest.preferences.save(await req.json())),
  restRoute('GET', '/api/recommendations', (api, req) =>
    api.guest.recommendations.list({ lang: req.query.lang as Language | undefined }),
  ),
  restRoute('GET', '/api/requests', (api) => api.guest.requests.list()),
  restRoute('POST', '/api/requests', async (api, req) => api.guest.requests.create(await req.json()), {
    status: 201,
  }),
  restRoute('GET', '/api/requests/:id', (api, req) => api.guest.requests.get({ id: req.params.id })),
  restRoute('GET', '/api/deck-maps', (api) => api.guest.decks.list()),
  restRoute('GET', '/api/bookings', (api) => api.guest.bookings.list()),
  restRoute('DELETE', '/api/bookings/:id', (api, req) => api.guest.bookings.cancel({ id: req.params.id })),
  restRoute('GET', '/api/deck-venues', (api, req) =>
    api.guest.decks.venues({ deckMapId: req.query.deckMapId }),
  ),
  restRoute('GET', '/api/dining', (api) => api.guest.dining.list()),
  restRoute('GET', '/api/activities', (api) => api.guest.activities.list()),
  restRoute('GET', '/api/faq', (api, req) =>
    api.guest.faq.list({ lang: req.query.lang as Language | undefined, search: req.query.search }),
  ),
];
