import { getConnInfo } from '@hono/node-server/conninfo';
import { wireError } from '@marsa/trpc';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { createLineWriter } from './log-writer.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Hono's csrf() only looks
 * at form content types; this covers JSON and multipart too. The Origin must be PUBLIC_ORIGIN when
 * it is configured, else the request's own Host — never a forwarded host, which the caller chooses.
 */
export function sameOriginMutations(publicOrigin: string | undefined): MiddlewareHandler {
  const expectedHost = publicOrigin ? new URL(publicOrigin).host : undefined;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const host = expectedHost ?? c.req.header('host');
    const isCrossSite = fetchSite === 'cross-site' || (origin !== undefined && !sameHost(origin, host));
    if (isCrossSite) return c.json(wireError('request.cross_site'), 403);
    return next();
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || origin === 'null') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The client's address for throttling: the socket's peer, or — behind `trustedProxies` proxies
 * (TRUSTED_PROXY) — the X-Forwarded-For entry the outermost trusted proxy saw. Entries further
 * left were written by the client and are ignored.
 */
export function clientAddress(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined;
    }
    if (trustedProxies > 0) {
      const forwarded = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      address = forwarded[forwarded.length - trustedProxies] ?? address;
    }
    c.set('clientAddress', address ?? 'unknown');
    return next();
  };
}

/**
 * `Cache-Control: no-store` on every API answer: they are per user and must not be kept by caches.
 * The one exception is an answer that chose its own policy: the chat polls' `private, no-cache`
 * with an ETag (issue 10), which no shared cache keeps and the browser must revalidate.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.get('Cache-Control')?.includes('private'))
    c.res.headers.set('Cache-Control', 'no-store');
};

/** Every answer names its request id (X-Request-Id), also the ones handlers build themselves (tRPC, streams). */
export const exposeRequestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('X-Request-Id', c.get('requestId'));
};

/** Request logging without bodies, cookies or query strings (they can carry secrets). */
export function requestLog(enabled: boolean): MiddlewareHandler<AppEnv> {
  if (!enabled) return (_c, next) => next();
  const writeLine = createLineWriter();
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    writeLine(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms id=${c.get('requestId')}`);
  };
}
