import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/support/chromium'

/**
 * The scale-out run (issue 18): the same code as three API instances on a Postgres server behind
 * HAProxy, with one instance killed every 15 s (tests/cluster/global-setup.ts). The writes, the
 * polling and the e2e offline exactly-once test pass through the balancer. One worker: the
 * instances, Postgres and the simulator already use the two cores.
 */
export default defineConfig({
  testDir: 'tests',
  // Its own folder: the e2e run clears test-results/ when it starts.
  outputDir: 'test-results-cluster',
  testMatch: ['cluster/**/*.spec.ts', 'e2e/offline/maintenance-offline.spec.ts'],
  globalSetup: './tests/cluster/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cluster' }]],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'cluster' }],
})
