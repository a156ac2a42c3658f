import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { type ContextDeps, wireError } from '@marsa/trpc';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { App, AppEnv } from './app-env.ts';
import { chatHandler } from './chat-route.ts';
import { conditionalQuery } from './conditional-query.ts';
import { routeBodyLimit } from './limits.ts';
import { messageStreamHandler } from './message-stream.ts';
import { mountRest } from './rest/adapter.ts';
import { restRoutes } from './rest/routes.ts';
import { clientAddress, exposeRequestId, noStore, requestLog, sameOriginMutations } from './security.ts';
import { compressJson, mountSpa } from './static-files.ts';
import { trpcHandler } from './trpc-route.ts';

export type AppDeps = ContextDeps & {
  /** The built SPA (apps/web/dist); when absent only the API is served. */
  webDist?: string | undefined;
  /** The demo ship's pictures (drawn by the seeding step), served at /images ahead of the web app's own. */
  imagesDir?: string | undefined;
  logRequests?: boolean;
  /** PUBLIC_ORIGIN: what a browser's Origin must be for a mutation (unset: the request's Host). */
  publicOrigin?: string | undefined;
  /** TRUSTED_PROXY: how many proxies in front add X-Forwarded-For (0: use the socket's address). */
  trustedProxies?: number;
  /** Production: HSTS for a year, subdomains included. */
  isProduction?: boolean;
  /** Comment heartbeats of GET /api/messages/stream (25 s; tests shorten it). */
  streamHeartbeatMs?: number;
};

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Builds the HTTP app: the tRPC endpoint, the §7 REST table, uploads and the SPA. */
export function createApp(deps: AppDeps): App {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(exposeRequestId);
  app.use(clientAddress(deps.trustedProxies ?? 0));
  app.use(requestLog(deps.logRequests ?? false));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
      permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
      strictTransportSecurity: deps.isProduction ? `max-age=${ONE_YEAR_S}; includeSubDomains` : false,
    }),
  );
  app.use('/api/*', noStore);
  app.use('/trpc/*', noStore);
  app.use(sameOriginMutations(deps.publicOrigin));
  app.use('/api/*', compressJson());
  app.use('/trpc/*', compressJson());
  app.use('/api/*', routeBodyLimit);
  app.use('/trpc/*', routeBodyLimit);

  app.get('/api/health', (c) => c.json({ status: 'ok' }));

  app.use(
    '/trpc/guest.chat.list',
    conditionalQuery(deps, (api) => api.guest.chat.version()),
  );
  app.all('/trpc/*', trpcHandler(deps));

  app.post('/api/chat', chatHandler(deps));
  app.get('/api/messages/stream', messageStreamHandler(deps, deps.streamHeartbeatMs));
  mountRest(app, restRoutes, deps);
  app.all('/api/*', (c) => c.json(wireError('request.not_found'), 404));

  app.use(
    '/uploads/*',
    serveStatic({ root: deps.config.uploadDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }),
  );
  if (deps.imagesDir) {
    app.use(
      '/images/*',
      serveStatic({ root: deps.imagesDir, rewriteRequestPath: (p) => p.replace(/^\/images/, '') }),
    );
  }
  if (deps.webDist && existsSync(deps.webDist)) mountSpa(app, deps.webDist);
  return app;
}
