import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { test } from 'vitest';
import { startTestServer, type TestServerOptions } from './test-server.ts';

/**
 * `test` with the file's server as fixtures: `server` starts before the first test that asks for it and
 * closes after the file's last test; `admin` and `guest` are one signed-in admin and one registered guest
 * shared by the file's tests; `ship` is the small ship of the service tests, inserted when first asked for.
 */
export function serverTest(options: TestServerOptions = {}) {
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern (none here).
  const withServer = test.extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
    const server = await startTestServer(options);
    onCleanup(() => server.close());
    return server;
  });
  return withServer
    .extend('admin', { scope: 'file' }, ({ server }) => server.admin())
    .extend('guest', { scope: 'file' }, ({ server }) => server.guest())
    .extend('ship', { scope: 'file' }, ({ server }) => insertShipFixtures(server.db));
}
