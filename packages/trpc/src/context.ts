import type { Db } from '@marsa/db';
import type { Language } from '@marsa/db/constants';
import type { AiConfig } from './ai/config.ts';
import { blankSessionCookie, readSessionToken, sessionCookie } from './auth/cookie.ts';
import type { PublicUser } from './auth/public-user.ts';
import { type Session, validateSessionToken } from './auth/session.ts';

/** Server settings the procedures need; validated from the environment by apps/api. */
export type ServerConfig = {
  brandName: string;
  /** The site is served over HTTPS: the session cookie is Secure and `__Host-` prefixed. */
  secureCookies: boolean;
  uploadDir: string;
  /** AI_* settings; unset = the offline concierge and no voice transcription. */
  ai?: AiConfig | undefined;
};

export type ContextDeps = {
  db: Db;
  config: ServerConfig;
};

/** What the HTTP layer knows about the request beyond the Request itself. */
export type RequestMeta = {
  /** The client's address (the socket's, or X-Forwarded-For's behind TRUSTED_PROXY). */
  clientAddress: string;
  /** Shown with a generic message when the request fails unexpectedly; the log has the detail. */
  requestId?: string | undefined;
};

export type Context = ContextDeps & {
  clientAddress: string;
  requestId: string | undefined;
  user: PublicUser | null;
  session: Session | null;
  lang: Language;
  /** Response headers of the current request; procedures append Set-Cookie here. */
  resHeaders: Headers;
  setSessionCookie: (token: string, expiresAt: Date) => void;
  clearSessionCookie: () => void;
};

/** Reads the session cookie (one indexed query) and builds the per-request context. */
export async function createContext(
  deps: ContextDeps,
  req: Request,
  resHeaders: Headers,
  meta: RequestMeta = { clientAddress: 'unknown' },
): Promise<Context> {
  const cookieOptions = { secure: deps.config.secureCookies };
  const token = readSessionToken(req.headers.get('cookie'), cookieOptions);
  const validation = token ? await validateSessionToken(deps.db, token) : null;
  if (token && validation?.renewed) {
    resHeaders.append('Set-Cookie', sessionCookie(token, validation.session.expiresAt, cookieOptions));
  } else if (token && !validation) {
    resHeaders.append('Set-Cookie', blankSessionCookie(cookieOptions));
  }
  return {
    ...deps,
    clientAddress: meta.clientAddress,
    requestId: meta.requestId,
    user: validation?.user ?? null,
    session: validation?.session ?? null,
    lang: req.headers.get('accept-language')?.toLowerCase().startsWith('ar') ? 'ar' : 'en',
    resHeaders,
    setSessionCookie: (value, expiresAt) =>
      resHeaders.append('Set-Cookie', sessionCookie(value, expiresAt, cookieOptions)),
    clearSessionCookie: () => resHeaders.append('Set-Cookie', blankSessionCookie(cookieOptions)),
  };
}
