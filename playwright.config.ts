import { defineConfig, devices } from '@playwright/test'
import { testBrowserArgs, testBrowserPath } from './tests/support/chromium'

/**
 * End-to-end suite: Debian's Chromium (never `npx playwright install`), one seeded demo DATA_DIR per
 * run (tests/e2e/global-setup.ts) and one real server per worker over a copy of it
 * (tests/e2e/support/fixtures.ts). Two cores: at most two workers.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    timezoneId: 'Europe/Madrid',
    // The service worker precaches the whole app (200+ files) in every new context; only the tests
    // about it (offline/, the asset scan, CSP, installability) ask for it with serviceWorkers: 'allow'.
    serviceWorkers: 'block',
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : {
            mode: 'retain-on-failure',
            screenshots: process.env.E2E_TRACE === 'full',
            snapshots: true,
            sources: true,
          },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testBrowserPath, args: testBrowserArgs },
  },
  projects: [{ name: 'chromium' }],
})
