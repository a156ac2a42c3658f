import { describe, expect, it, vi } from 'vitest';
import { errorMessage, fieldErrorsOf, retryAfterOf } from './notify.tsx';

describe('errorMessage', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new Error('Username already exists'), 'Registration failed')).toBe(
      'Username already exists',
    );
    expect(errorMessage(new Error(''), 'Registration failed')).toBe('Registration failed');
    expect(errorMessage(null, 'Login failed')).toBe('Login failed');
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field the server rejected', () => {
    const error = { data: { fieldErrors: { username: ['Username already exists', 'x'], deck: [] } } };
    expect(fieldErrorsOf(error)).toEqual({ username: 'Username already exists' });
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});

describe('retryAfterOf', () => {
  it('reads the wait a 429 asks for, and nothing otherwise', () => {
    expect(retryAfterOf({ data: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 90 } })).toBe(90);
    expect(retryAfterOf({ data: { retryAfterSeconds: null } })).toBeUndefined();
    expect(retryAfterOf(new Error('Invalid username or password'))).toBeUndefined();
    expect(retryAfterOf(null)).toBeUndefined();
  });
});

describe('errorMessage offline', () => {
  it('says plainly that the action needs the connection, in the page language', async () => {
    const { loadMessages } = await import('./catalogs.ts');
    const ar = await loadMessages('ar');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      document.documentElement.lang = 'en';
      expect(errorMessage(new Error('Failed to fetch'), 'Booking Failed')).toBe(
        "You're offline. This needs a connection and will work when it is back.",
      );
      document.documentElement.lang = 'ar';
      expect(errorMessage(new Error('Failed to fetch'), 'Booking Failed')).toBe(ar.offline.needsConnection);
    } finally {
      offline.mockRestore();
      document.documentElement.lang = 'en';
    }
    expect(errorMessage(new Error('Failed to fetch'), 'Booking Failed')).toBe('Failed to fetch');
  });
});
