import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The scale-out run (issue 18): the same code as three API instances on a Postgres server behind
 * HAProxy, with one instance killed every 15 s (tests/cluster/global-setup.ts). The writes, the
 * polling, the limiter and the e2e offline exactly-once test pass through the balancer. The browser
 * settings are the e2e suite's; one worker: the instances, Postgres and the simulator are the load.
 * `npm test` runs it beside the Postgres API tests, as it alone keeps a third of the machine busy
 * (ADR 030).
 */
export default defineConfig({
  ...base,
  testDir: 'tests',
  // Its own folder: the e2e run clears test-results/ when it starts.
  outputDir: 'test-results-cluster',
  testMatch: ['cluster/**/*.spec.ts', 'e2e/offline/maintenance-offline.spec.ts'],
  globalSetup: './tests/cluster/global-setup.ts',
  globalTeardown: undefined,
  workers: 1,
  timeout: 120_000,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cluster' }]],
  projects: [{ name: 'cluster' }],
})
