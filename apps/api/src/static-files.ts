import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { App } from './app-env.ts';
import { COMPRESS_FROM_BYTES } from './json-body.ts';

/** Files the browser must check on every visit, so a new deploy (and its service worker) is seen. */
const ALWAYS_REVALIDATE = /^\/(index\.html|sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|lang-init\.js)?$/;
/** Text files the build ships with .br/.gz siblings (see vite-plugin-compression2 in apps/web). */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

/**
 * JSON answers of 1 kB or more go out gzip/deflate-compressed (REST answers arrive already encoded
 * by jsonBody; this covers tRPC's). Streams (the chat's SSE and UI
 * message streams) are never touched: only complete JSON bodies are measured and compressed.
 * Answers carrying an ETag (the chat polls' 304 validators) keep their exact, strong ETag and go
 * uncompressed: they are mostly 304s, and compressing would have to weaken the tag.
 */
export function compressJson(): MiddlewareHandler {
  const compressor = compress({ threshold: COMPRESS_FROM_BYTES, contentTypeFilter: /^application\/json/ });
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first: reading the body turns @hono/node-server's light answer into a full Response.
    if (res.headers.has('Content-Encoding') || res.headers.has('ETag')) return;
    if (!/^application\/json/.test(res.headers.get('Content-Type') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < COMPRESS_FROM_BYTES) return;
    if (!res.body) return;
    if (length === null) {
      // tRPC and c.json() leave Content-Length unset; without it the threshold cannot apply.
      const body = await res.arrayBuffer();
      const headers = new Headers(res.headers);
      headers.set('Content-Length', String(body.byteLength));
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    }
    await compressor(c, async () => {});
  };
}

/**
 * Serves the built SPA: hashed /assets/* cached for a year, everything else revalidated; the
 * precompressed .br/.gz chosen by Accept-Encoding (with Vary); any other path gets index.html.
 */
export function mountSpa(app: App, webDist: string) {
  const root = path.relative(process.cwd(), webDist) || '.';
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const { pathname } = new URL(c.req.url);
    const type = c.res.headers.get('Content-Type') ?? '';
    if (COMPRESSIBLE.test(pathname) || type.startsWith('text/html')) {
      const vary = c.res.headers.get('Vary');
      if (!vary?.toLowerCase().includes('accept-encoding'))
        c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!c.res.ok) return;
    if (pathname.startsWith('/assets/'))
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    else if (ALWAYS_REVALIDATE.test(pathname) || type.startsWith('text/html'))
      c.res.headers.set('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', serveStatic({ root, path: 'index.html', precompressed: true }));
}
