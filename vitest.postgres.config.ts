import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The server integration tests a second time, on a real Postgres server (Debian's 15) that the
// globalSetup starts and removes, plus the Postgres-only tests. Same plugins and timeouts as the
// PGlite run, and a shared module graph per worker as there (ADR 030: the flaky mail-queue tests
// that once kept this run isolated were a race in the test itself, now fixed).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: ['tests/server/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    globalSetup: ['tests/postgres/global-setup.ts'],
    isolate: false,
  },
})
