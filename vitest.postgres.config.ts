import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The server integration tests a second time, on a real Postgres server (Debian's 15) that the
// globalSetup starts and removes, plus the Postgres-only tests. Same plugins and timeouts as the
// PGlite run. Files stay isolated here: with a shared module graph one run in three failed the
// mail-queue tests (a queue found jobs already sent), which the PGlite run never showed; until
// that is understood, this run keeps vitest's default (ADR 030).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: ['tests/server/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    globalSetup: ['tests/postgres/global-setup.ts'],
  },
})
