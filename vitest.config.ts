import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react-swc'
import { defineConfig } from 'vitest/config'

// Server and pure-logic tests run in Node; UI tests opt into jsdom with a file comment.
// Lingui's SWC plugin compiles the msg`...` / t`...` macros in the modules under test.
export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
  // The '@/...' imports of the PWA (tsconfig paths, vite.config.ts alias).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'sw/**/*.test.ts',
      'tests/server/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
