import { restRoute } from '../adapter.ts';

/** §7 'Guest' calls. */
export const guestRoutes = [restRoute('GET', '/api/itinerary', (api) => api.guest.itinerary.list())];
