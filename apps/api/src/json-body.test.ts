import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, jsonBody } from './json-body.ts';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as RFC 9110 does', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('jsonBody', () => {
  const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Item ${i}` })) };

  it('gzips from 1 kB when the client takes it, with the length of what is sent', () => {
    const { body, headers } = jsonBody(big, 'gzip');
    expect(headers['Content-Encoding']).toBe('gzip');
    expect(headers.Vary).toBe('Accept-Encoding');
    expect(Number(headers['Content-Length'])).toBe((body as Uint8Array).byteLength);
    expect(JSON.parse(gunzipSync(body as Uint8Array).toString())).toEqual(big);
  });

  it('sends small answers and answers to clients without gzip as they are, lengths in bytes', () => {
    const small = jsonBody({ name: 'مرسى' }, 'gzip');
    expect(small.headers['Content-Encoding']).toBeUndefined();
    expect(small.body).toBe('{"name":"مرسى"}');
    expect(small.headers['Content-Length']).toBe(String(Buffer.byteLength('{"name":"مرسى"}')));
    expect(jsonBody(big, undefined).headers['Content-Encoding']).toBeUndefined();
  });
});
