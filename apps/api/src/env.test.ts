import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('security settings of the environment', () => {
  it('refuses an ADMIN_PASSWORD under 12 characters, naming the variable', () => {
    expect(() => loadEnv({ ADMIN_PASSWORD: 'short-pass1' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(loadEnv({ ADMIN_PASSWORD: 'captain-pass' }).ADMIN_PASSWORD).toBe('captain-pass');
    expect(loadEnv({}).ADMIN_USERNAME).toBe('admin');
    expect(loadEnv({ ADMIN_PASSWORD: '' }).ADMIN_PASSWORD).toBeUndefined();
  });

  it('serves the HTTPS cookie for an https PUBLIC_ORIGIN, in production, or when asked', () => {
    expect(loadEnv({}).isHttps).toBe(false);
    expect(loadEnv({ PUBLIC_ORIGIN: 'http://ship.local:3000' }).isHttps).toBe(false);
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://concierge.example/' })).toMatchObject({
      isHttps: true,
      PUBLIC_ORIGIN: 'https://concierge.example',
    });
    expect(loadEnv({ NODE_ENV: 'production' }).isHttps).toBe(true);
    expect(loadEnv({ SECURE_COOKIES: 'true' }).isHttps).toBe(true);
    expect(() => loadEnv({ PUBLIC_ORIGIN: 'https://concierge.example/app' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('reads TRUSTED_PROXY as a number of proxies', () => {
    expect(loadEnv({}).TRUSTED_PROXY).toBe(0);
    expect(loadEnv({ TRUSTED_PROXY: 'true' }).TRUSTED_PROXY).toBe(1);
    expect(loadEnv({ TRUSTED_PROXY: '2' }).TRUSTED_PROXY).toBe(2);
    expect(loadEnv({ TRUSTED_PROXY: 'false' }).TRUSTED_PROXY).toBe(0);
    expect(() => loadEnv({ TRUSTED_PROXY: 'yes please' })).toThrow(/TRUSTED_PROXY/);
  });
});
