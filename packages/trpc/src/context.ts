import type { Db } from '@marsa/db';
import type { Language } from '@marsa/db/constants';
import { blankSessionCookie, readSessionToken, sessionCookie } from './auth/cookie.ts';
import type { PublicUser } from './auth/public-user.ts';
import { type Session, validateSessionToken } from './auth/session.ts';
import type { AiConfig } from './concierge/config.ts';

/** Server settings the procedures need; validated from the environment by apps/api. */
export type ServerConfig = {
  brandName: string;
  secureCookies: boolean;
  uploadDir: string;
  /** AI_* settings; unset = the offline concierge and no voice transcription. */
  ai?: AiConfig | undefined;
};

export type ContextDeps = {
  db: Db;
  config: ServerConfig;
};

export type Context = ContextDeps & {
  user: PublicUser | null;
  session: Session | null;
  lang: Language;
  /** Response headers of the current request; procedures append Set-Cookie here. */
  resHeaders: Headers;
  setSessionCookie: (token: string, expiresAt: Date) => void;
  clearSessionCookie: () => void;
};

/** Reads the session cookie (one indexed query) and builds the per-request context. */
export async function createContext(deps: ContextDeps, req: Request, resHeaders: Headers): Promise<Context> {
  const token = readSessionToken(req.headers.get('cookie'));
  const cookieOptions = { secure: deps.config.secureCookies };
  const validation = token ? await validateSessionToken(deps.db, token) : null;
  if (token && validation?.renewed) {
    resHeaders.append('Set-Cookie', sessionCookie(token, validation.session.expiresAt, cookieOptions));
  } else if (token && !validation) {
    resHeaders.append('Set-Cookie', blankSessionCookie(cookieOptions));
  }
  return {
    ...deps,
    user: validation?.user ?? null,
    session: validation?.session ?? null,
    lang: req.headers.get('accept-language')?.toLowerCase().startsWith('ar') ? 'ar' : 'en',
    resHeaders,
    setSessionCookie: (value, expiresAt) =>
      resHeaders.append('Set-Cookie', sessionCookie(value, expiresAt, cookieOptions)),
    clearSessionCookie: () => resHeaders.append('Set-Cookie', blankSessionCookie(cookieOptions)),
  };
}
