import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The server integration tests a second time, on a real Postgres server (Debian's 15) that the
// globalSetup starts and removes, plus the Postgres-only tests. Same plugins and timeouts as the
// default (PGlite) run; only the files and the setup differ.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/server/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    globalSetup: ['tests/postgres/global-setup.ts'],
  },
})
