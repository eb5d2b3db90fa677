import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react-swc'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { browserSubstitutes } from './build/browser-substitutes'
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
    // Smaller modules for library code the browser never runs (build/browser-substitutes.ts).
    browserSubstitutes(),
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
        // Left to the default splitting, the first screens came as dozens of 1-8 KB files: more
        // requests (a phone on HTTP/1.1 fetches six at a time, each wave a round trip) and worse
        // compression. The groups below give /login 9 files and the signed-in home 8 (it was 41):
        // Lighthouse's /home LCP fell from ~3.1 s to ~2.6 s (docs/decisions/008). A group takes its
        // members' static imports along unless a group of higher priority holds them, so the
        // order matters. `npm run bench:web` prints which files each first screen loads.
        codeSplitting: {
          groups: [
            // Every page's first load: React, the router, Lingui's provider and Mantine's core.
            {
              name: 'vendor',
              priority: 30,
              // useBlocker is only for the forms that guard unsaved changes: it loads with them.
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store)|@lingui[\\/]react|@mantine[\\/]core[\\/]esm[\\/]core)[\\/](?!dist[\\/]esm[\\/]useBlocker\.js)/,
            },
            // The rest of what the entry imports (boot, Query's core, the session store): held here
            // so that no group below can take it out of the first load of every page.
            { name: 'app', tags: ['$initial'], priority: 25 },
            // The Mantine components of the sign-in pages, which every signed-in screen uses too.
            {
              name: 'mantine-base',
              priority: 20,
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Text|Button|Loader|Transition|UnstyledButton|Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Alert|Group|Stack|Title|Center|Paper|Anchor)[\\/]/,
            },
            // The frame the sign-in pages share with the terms screen, and every page's title: its
            // own small chunk, or the group below would take it and /login would load all of that.
            {
              name: 'page-frame',
              priority: 15,
              test: /[\\/]src[\\/]components[\\/](public-layout|use-page-title)\.tsx?$/,
            },
            // The signed-in start: the protected layout (shell, terms screen), home with its modals,
            // the session refresh and the outbox watcher, with everything they import that no group
            // above holds (the API client, Query's observers, the shell's Mantine parts).
            {
              name: 'signed-in',
              priority: 10,
              test: /[\\/]src[\\/](routes[\\/]_auth(\.tsx|[\\/]home\.tsx)\?tsr-split|features[\\/]home[\\/]|features[\\/]session[\\/]api[\\/]verify-token|offline[\\/](idb-write|outbox[\\/](watch|work))\.ts)/,
            },
          ],
        },
      },
    },
  },
})
