import type { MiddlewareHandler } from 'hono';
import { createLineWriter } from './log-writer.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Hono's csrf()
 * only looks at form content types; this covers JSON and multipart too.
 */
export const sameOriginMutations: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
  const isCrossSite = fetchSite === 'cross-site' || (origin !== undefined && !sameHost(origin, host));
  if (isCrossSite) return c.json({ message: 'Cross-site requests are not allowed' }, 403);
  return next();
};

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || origin === 'null') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Request logging without bodies, cookies or query strings (they can carry secrets). */
export function requestLog(enabled: boolean): MiddlewareHandler {
  if (!enabled) return (_c, next) => next();
  const writeLine = createLineWriter();
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    writeLine(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms id=${c.get('requestId')}`);
  };
}
