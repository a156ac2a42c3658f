import { type RestRoute, restRoute } from '../adapter.ts';

/** §7 'Session and chat': messages and voice. */
export const chatRoutes: RestRoute[] = [
  restRoute('GET', '/api/messages', (api) => api.guest.chat.list(), {
    version: (api) => api.guest.chat.version(),
  }),
  restRoute('POST', '/api/messages', async (api, req) => api.guest.chat.send(await req.json()), {
    status: 201,
  }),
  restRoute('POST', '/api/voice/transcribe', async (api, req) => api.guest.chat.transcribe(await req.form())),
];
