import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The server integration tests a second time, on a real Postgres server (Debian's 15) that the
// globalSetup starts and removes, plus the Postgres-only tests. Same plugins, timeouts and shared
// module graph as the PGlite run's server project; only the files and the setup differ.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: ['tests/server/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    isolate: false,
    globalSetup: ['tests/postgres/global-setup.ts'],
  },
})
