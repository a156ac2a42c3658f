import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrorsOf } from './notify.tsx';

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
