import {
  type Caller,
  type ContextDeps,
  createCaller,
  createContext,
  englishError,
  forbidden,
  loggableError,
  type PublicUser,
  retryAfterOf,
  toErrorBody,
  unauthorized,
} from '@marsa/trpc';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { App, AppEnv } from '../app-env.ts';
import { jsonBody } from '../json-body.ts';

export type RestRequest = {
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * The JSON body, typed as whatever the procedure takes: the procedure's zod schema is what
   * validates it. A body that is not JSON is a 400.
   */
  json: <T>() => Promise<T>;
  /** The multipart body. */
  form: () => Promise<FormData>;
};

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Calls exactly one procedure; adapters hold no logic of their own. */
  run: (caller: Caller, req: RestRequest) => Promise<unknown>;
  /** Answer 401 when the procedure yields null (the §7 'null on 401' loads). */
  nullIs401?: boolean;
  status?: ContentfulStatusCode;
  /** Set by restFileRoute: the result is a DownloadFile, sent as an attachment instead of JSON. */
  file?: boolean;
  /**
   * A GET whose result has a cheap version: answered with that version as ETag, and with 304 and
   * no body when If-None-Match already holds it. Read before the result, so a change in between
   * can only make the next poll fetch again, never hide it.
   */
  version?: (caller: Caller) => Promise<string>;
};

export type DownloadFile = { filename: string; contentType: string; base64: string };

export const restRoute = (
  method: RestRoute['method'],
  path: string,
  run: RestRoute['run'],
  options: Pick<RestRoute, 'nullIs401' | 'status' | 'version'> = {},
): RestRoute => ({ method, path, run, ...options });

/** A GET whose procedure returns a file ({ filename, contentType, base64 }) to download. */
export const restFileRoute = (
  path: string,
  run: (caller: Caller, req: RestRequest) => Promise<DownloadFile>,
): RestRoute => ({ method: 'GET', path, run, file: true });

/** The §7 'null on 401' answer. */
const notSignedIn = { message: englishError('auth.not_signed_in'), code: 'auth.not_signed_in', params: {} };

class BadBody extends Error {
  // A plain field, not a parameter property: the sources must stay runnable by Node's type stripping.
  readonly code: 'request.invalid_json' | 'request.not_multipart';
  constructor(code: 'request.invalid_json' | 'request.not_multipart') {
    super(code);
    this.code = code;
  }
}

/** Mounts every route of the table on the app, each through the typed tRPC caller. */
export function mountRest(app: App, routes: RestRoute[], deps: ContextDeps): void {
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
      const resHeaders = new Headers();
      try {
        const ctx = await createContext(deps, c.req.raw, resHeaders, requestMeta(c));
        const caller = createCaller(ctx);
        if (route.version) {
          const etag = `"${await route.version(caller)}"`;
          resHeaders.set('ETag', etag);
          resHeaders.set('Cache-Control', 'private, no-cache');
          if (matchesEtag(c.req.header('if-none-match'), etag)) return notModified(resHeaders);
        }
        const result = await route.run(caller, toRestRequest(c, ctx.user));
        // restFileRoute is the only way to set `file`, and its type makes run return a DownloadFile.
        if (route.file) return sendFile(resHeaders, result as DownloadFile);
        if (route.nullIs401 && (result === null || result === undefined)) {
          return respond(c, resHeaders, notSignedIn, 401);
        }
        return respond(c, resHeaders, result ?? null, route.status ?? 200);
      } catch (error) {
        return errorResponse(c, resHeaders, error);
      }
    });
  }
}

/** The client address and request id the app's middleware found, for createContext. */
export const requestMeta = (c: HonoContext<AppEnv>) => ({
  clientAddress: c.get('clientAddress'),
  requestId: c.get('requestId'),
});

/** An error as a JSON response, with Retry-After for 429s and any cookies the call set. */
export function errorResponse(c: HonoContext<AppEnv>, resHeaders: Headers, error: unknown): Response {
  const response = respond(c, resHeaders, ...errorBody(error, c.get('requestId')));
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) response.headers.set('Retry-After', String(retryAfter));
  return response;
}

/**
 * Multipart bodies can be large: refuse callers the procedure would refuse anyway before
 * reading them (the procedure still enforces its own role).
 */
function assertMayUpload(c: HonoContext, user: PublicUser | null) {
  if (!user) throw unauthorized();
  if (c.req.path.startsWith('/api/admin/') && !user.isAdmin) throw forbidden();
}

function toRestRequest(c: HonoContext, user: PublicUser | null): RestRequest {
  return {
    params: c.req.param() as Record<string, string>,
    query: c.req.query(),
    json: async <T>() => {
      const text = await c.req.text();
      if (!text) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new BadBody('request.invalid_json');
      }
    },
    form: async () => {
      assertMayUpload(c, user);
      try {
        return await c.req.formData();
      } catch {
        throw new BadBody('request.not_multipart');
      }
    },
  };
}

function respond(c: HonoContext, resHeaders: Headers, body: unknown, status: ContentfulStatusCode) {
  const json = jsonBody(body, c.req.header('accept-encoding'));
  const headers = new Headers(json.headers);
  for (const [name, value] of resHeaders) {
    if (name === 'set-cookie') headers.append(name, value);
    else if (status < 300) headers.set(name, value);
  }
  return new Response(json.body, { status, headers });
}

/** If-None-Match holds the ETag (a list, weak forms and '*' included, per RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const notModified = (headers: Headers) => new Response(null, { status: 304, headers });

function sendFile(resHeaders: Headers, file: DownloadFile): Response {
  const headers = new Headers(resHeaders);
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`);
  headers.set('Cache-Control', 'no-store');
  return new Response(Buffer.from(file.base64, 'base64'), { status: 200, headers });
}

/**
 * JSON `{ message, code, params, fieldErrors?, fieldIssues? }` (the one wire shape of @marsa/trpc's
 * toErrorBody) with the tRPC code's HTTP status. Unexpected errors are logged with the request id and
 * answered with a generic message and that id: never SQL, stack or parameters.
 */
export function errorBody(
  error: unknown,
  requestId?: string,
): [Record<string, unknown>, ContentfulStatusCode] {
  if (error instanceof BadBody) {
    return [{ message: englishError(error.code), code: error.code, params: {} }, 400];
  }
  const { body, internal } = toErrorBody(error, requestId);
  if (internal) {
    const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
    console.error(`[api] request ${requestId ?? '?'} failed: ${loggableError(cause)}`);
  }
  const status =
    error instanceof TRPCError
      ? (getHTTPStatusCodeFromError(error) as ContentfulStatusCode)
      : internal
        ? 500
        : 400;
  return [body, status];
}
