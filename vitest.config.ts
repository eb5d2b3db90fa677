import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react-swc'
import { defineConfig } from 'vitest/config'

/** The server's tests: the API through inject(), services, rules (tests/server, server/). */
export const serverTests = ['server/**/*.test.ts', 'tests/server/**/*.test.ts']

/**
 * Two projects. The server's tests share each worker's module graph (isolate: false): each file
 * builds its own app over its own database copy, no server test mocks a module, and importing the
 * server once per worker instead of once per file takes about half off their time. The client's
 * tests (jsdom screens, Dexie, the outbox) stay isolated, since they mock modules and timers.
 * Lingui's SWC plugin compiles the msg`...` / t`...` macros in the modules under test.
 */
export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
  // The '@/...' imports of the PWA (tsconfig paths, vite.config.ts alias).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, the
    // other core idle but for the main process. Each worker's tests are single-threaded (PGlite is
    // WebAssembly in the worker), so one per core (ADR 030).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          isolate: false,
          // The seeded databases every API test app copies, built once per run
          // (tests/support/database-fixtures.ts).
          globalSetup: ['tests/server/global-setup.ts'],
        },
      },
      {
        extends: true,
        // UI tests opt into jsdom with a file comment.
        test: { name: 'client', include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'] },
      },
    ],
  },
})
