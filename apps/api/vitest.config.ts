import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // *.pg.test.ts need a PostgreSQL server (several processes on one database): the PostgreSQL pass runs them.
    exclude: ['**/node_modules/**', ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
  },
});
