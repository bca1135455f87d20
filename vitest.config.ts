import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: the engine, the API (against PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), and the web app's unit tests. End-to-end tests are Playwright's (e2e/).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'calendar',
          root: 'packages/calendar',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The tests' local feed, stream and source servers listen on 127.0.0.1 (ADR 162).
          setupFiles: ['test/setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
