import { type Caller, type ContextDeps, createCaller, createContext } from '@marsa/trpc';
import type { MiddlewareHandler } from 'hono';
import { matchesEtag } from './rest/adapter.ts';

/**
 * The tRPC twin of a REST route's `version`: a GET of one query procedure (unbatched, or a batch
 * of just that one) answers 304 with no body when If-None-Match holds the caller's current
 * version, and carries it as ETag otherwise. Anything else passes straight to tRPC.
 */
export function conditionalQuery(
  deps: ContextDeps,
  version: (caller: Caller) => Promise<string>,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const resHeaders = new Headers();
    let etag: string;
    try {
      etag = `"${await version(createCaller(await createContext(deps, c.req.raw, resHeaders)))}"`;
    } catch {
      return next();
    }
    if (matchesEtag(c.req.header('if-none-match'), etag)) {
      resHeaders.set('ETag', etag);
      resHeaders.set('Cache-Control', 'private, no-cache');
      return new Response(null, { status: 304, headers: resHeaders });
    }
    await next();
    if (c.res.status === 200) {
      c.res.headers.set('ETag', etag);
      c.res.headers.set('Cache-Control', 'private, no-cache');
    }
  };
}
