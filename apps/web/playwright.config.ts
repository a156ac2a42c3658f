import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from './scripts/chromium-flags.ts';

const basePort = Number(process.env.E2E_PORT ?? 3300);
const apiDir = path.resolve(import.meta.dirname, '../api');
const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, 'dist');

/**
 * Guest and admin specs each get their own server with a freshly seeded ship, so what the
 * admin specs change (restaurants, ports, imports) never shifts what the guest specs expect.
 */
const servers = { guest: basePort, admin: basePort + 1 };

function server(port: number) {
  const dataDir = path.resolve(import.meta.dirname, `../../.data/e2e-${port}`);
  return {
    // The shipped artifact: the bundle `pnpm start` runs, built by the e2e script (apps/api/scripts/build.ts).
    command: `rm -rf ${dataDir} && cd ${apiDir} && node dist/server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'captain',
      ADMIN_PASSWORD: 'captain-pass',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
      DATABASE_URL: '',
    },
  };
}

/** End-to-end tests in Debian's Chromium against the built app served by the real API. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // The service worker answers some requests itself, out of page.route's reach: only the
    // offline/PWA specs (which test it) let it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...QUIET_CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'guest',
      testIgnore: /admin-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${servers.guest}` },
    },
    {
      name: 'admin',
      testMatch: /admin-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${servers.admin}` },
    },
  ],
  webServer: [server(servers.guest), server(servers.admin)],
});
