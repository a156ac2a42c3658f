import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { appRouter, type ContextDeps, createContext } from '@marsa/trpc';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { App, AppEnv } from './app-env.ts';
import { chatHandler } from './chat-route.ts';
import { conditionalQuery } from './conditional-query.ts';
import { messageStreamHandler } from './message-stream.ts';
import { mountRest } from './rest/adapter.ts';
import { restRoutes } from './rest/routes.ts';
import { requestLog, sameOriginMutations } from './security.ts';

export type AppDeps = ContextDeps & {
  /** The built SPA (apps/web/dist); when absent only the API is served. */
  webDist?: string | undefined;
  logRequests?: boolean;
  /** Comment heartbeats of GET /api/messages/stream (25 s; tests shorten it). */
  streamHeartbeatMs?: number;
};

const JSON_LIMIT = 1024 * 1024;
/** Uploads carry up to 5 images of 10 MB; per-file limits are checked by the procedures. */
const UPLOAD_LIMIT = 55 * 1024 * 1024;
const isUploadPath = (pathname: string) =>
  /\/(images|import|transcribe)$/.test(pathname) || pathname.startsWith('/trpc/');

/** Builds the HTTP app: the tRPC endpoint, the §7 REST table, uploads and the SPA. */
export function createApp(deps: AppDeps): App {
  const app = new Hono<AppEnv>();
  app.use(requestId());
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
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
      permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
    }),
  );
  app.use(sameOriginMutations);
  const tooLarge = { onError: (ctx: Context) => ctx.json({ message: 'Request body is too large' }, 413) };
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_LIMIT, ...tooLarge });
  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, ...tooLarge });
  // A GET has no body, and asking for one would build a full fetch Request on every poll.
  const hasBody = (c: Context) => c.req.method !== 'GET' && c.req.method !== 'HEAD';
  app.use('/api/*', (c, next) =>
    hasBody(c) ? (isUploadPath(c.req.path) ? uploadLimit : jsonLimit)(c, next) : next(),
  );
  app.use('/trpc/*', (c, next) => (hasBody(c) ? uploadLimit(c, next) : next()));

  app.get('/api/health', (c) => c.json({ status: 'ok' }));

  app.use(
    '/trpc/guest.chat.list',
    conditionalQuery(deps, (api) => api.guest.chat.version()),
  );
  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: ({ req, resHeaders }) => createContext(deps, req, resHeaders),
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          console.error(`[trpc] ${procedure}:`, error.cause ?? error);
      },
    }),
  );

  app.post('/api/chat', chatHandler(deps));
  app.get('/api/messages/stream', messageStreamHandler(deps, deps.streamHeartbeatMs));
  mountRest(app, restRoutes, deps);
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  app.use(
    '/uploads/*',
    serveStatic({ root: deps.config.uploadDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }),
  );
  if (deps.webDist && existsSync(deps.webDist)) mountSpa(app, deps.webDist);
  return app;
}

function mountSpa(app: App, webDist: string) {
  const root = path.relative(process.cwd(), webDist) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  const indexHtml = path.join(webDist, 'index.html');
  app.get('*', async (c) => c.html(await readFile(indexHtml, 'utf8')));
}
