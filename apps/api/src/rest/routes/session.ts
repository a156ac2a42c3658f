import { restRoute } from '../adapter.ts';

/** §7 'Session and chat': sign-in calls. */
export const sessionRoutes = [
  restRoute('GET', '/api/user', (api) => api.auth.me(), { nullIs401: true }),
  restRoute('POST', '/api/login', async (api, req) => api.auth.login(await req.json())),
  restRoute('POST', '/api/register', async (api, req) => api.auth.register(await req.json()), {
    status: 201,
  }),
  restRoute('POST', '/api/logout', (api) => api.auth.logout()),
  // Beyond §7 (issue 13): sign out everywhere, and a password change that ends the other sessions.
  restRoute('POST', '/api/logout-all', (api) => api.auth.logoutAll()),
  restRoute('POST', '/api/password', async (api, req) => api.auth.changePassword(await req.json())),
];
