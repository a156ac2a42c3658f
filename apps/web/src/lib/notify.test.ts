import { describe, expect, it } from 'vitest';
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
