import { TRPC_MAX_BATCH } from '@marsa/db/constants';
import {
  appRouter,
  type ContextDeps,
  createContext,
  loggableError,
  retryAfterOf,
  wireError,
} from '@marsa/trpc';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context as HonoContext } from 'hono';
import type { AppEnv } from './app-env.ts';
import { requestMeta } from './rest/adapter.ts';

/** Batched paths: `/trpc/a,b?batch=1`, read the way tRPC reads them (surrounding slashes trimmed). */
const batchedProcedures = (c: HonoContext<AppEnv>): string[] =>
  c.req.query('batch') === undefined
    ? []
    : new URL(c.req.url).pathname
        .replace(/^\/+trpc/, '')
        .replace(/^\/+|\/+$/g, '')
        .split(',');

/**
 * /trpc/*: the app router over fetch. Batches carry at most TRPC_MAX_BATCH calls, and never an
 * auth.* call: one sign-in guess per request, so the throttle and its Retry-After apply to each.
 */
export function trpcHandler(deps: ContextDeps) {
  return async (c: HonoContext<AppEnv>) => {
    if (batchedProcedures(c).some((procedure) => procedure.startsWith('auth.'))) {
      return c.json(wireError('auth.batched_sign_in'), 400);
    }
    return fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH,
      createContext: ({ req, resHeaders }) => createContext(deps, req, resHeaders, requestMeta(c)),
      responseMeta: ({ errors }) => {
        const retryAfter = errors.map(retryAfterOf).find((seconds) => seconds !== undefined);
        return retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } };
      },
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          console.error(
            `[trpc] request ${c.get('requestId')} ${procedure}: ${loggableError(error.cause ?? error)}`,
          );
      },
    });
  };
}
