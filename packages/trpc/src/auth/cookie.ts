import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@marsa/db/constants';

/** `secure`: the site is served over HTTPS (the cookie is then Secure and `__Host-` prefixed). */
export type CookieOptions = { secure: boolean };

/** `__Host-` binds the cookie to this exact host over HTTPS; plain HTTP (development) cannot use it. */
export const sessionCookieName = ({ secure }: CookieOptions) =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** HttpOnly, SameSite=Lax, Path=/, no Domain; Secure and `__Host-` over HTTPS (Copenhagen Book). */
export function sessionCookie(token: string, expiresAt: Date, { secure }: CookieOptions): string {
  const parts = [
    `${sessionCookieName({ secure })}=${token}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function blankSessionCookie({ secure }: CookieOptions): string {
  return [
    `${sessionCookieName({ secure })}=`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readSessionToken(
  cookieHeader: string | null | undefined,
  options: CookieOptions,
): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(options);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[a-z2-7]{32}$/.test(value) ? value : null;
    }
  }
  return null;
}
