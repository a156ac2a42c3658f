import { SESSION_COOKIE } from '@marsa/db/constants';

export type CookieOptions = { secure: boolean };

/** HttpOnly, SameSite=Lax, Path=/, Secure in production (Copenhagen Book). */
export function sessionCookie(token: string, expiresAt: Date, { secure }: CookieOptions): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
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
    `${SESSION_COOKIE}=`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readSessionToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[a-z2-7]{32}$/.test(value) ? value : null;
    }
  }
  return null;
}
