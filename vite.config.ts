import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react-swc'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './build/precompress'
import { pwaOptions } from './sw/pwa-options'

/**
 * The PWA build. The router plugin must run before react() so route files are split per route
 * (autoCodeSplitting); Lingui's SWC plugin compiles the macros and its Vite plugin lets the
 * active locale's .po catalog be imported directly (one chunk per locale).
 */
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    lingui(),
    // The service worker of sw/ (offline platform, options in sw/pwa-options.ts); src/offline/update.ts
    // registers it, and the web manifest is public/manifest.webmanifest.
    VitePWA(pwaOptions),
    // .br/.gz siblings of the text assets, served by the API server as they are.
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.VITE_PROXY_TARGET ?? 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } } },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the portal supports (es2022) knows <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every first screen needs React, the router and Mantine's core; left to the default
        // splitting they came as a dozen small files (more requests, worse compression). Two
        // groups hold them: ~7 KB gzip less on /login and 16 fewer requests. Only code some first
        // screen runs belongs in these lists: anything matched here loads with every page.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store)|@lingui[\\/]react|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
            {
              name: 'mantine-base',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Text|Button|Loader|Transition|UnstyledButton|Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Alert|Group|Stack|Title|Center|Paper|Anchor)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
