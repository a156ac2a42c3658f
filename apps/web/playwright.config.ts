import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
const dataDir = path.resolve(import.meta.dirname, `../../.data/e2e-${port}`);
const apiDir = path.resolve(import.meta.dirname, '../api');

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
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && cd ${apiDir} && pnpm exec tsx src/server.ts`,
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
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, 'dist'),
      DATABASE_URL: '',
    },
  },
});
