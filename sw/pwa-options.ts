/**
 * vite-plugin-pwa options (used by vite.config.ts): injectManifest with our own worker (sw/sw.ts)
 * and the precache list. The worker is registered by the app itself with
 * workbox-window (src/offline/update.ts: prompt-mode updates), so the plugin injects nothing.
 *
 * The precache holds the whole shell, so the app starts offline: JS (the locale catalog chunks
 * too), CSS, HTML, fonts, icons, the pdf.js worker, which is an .mjs file that the default
 * patterns miss, and the QR reader's .wasm (ZXing, for the asset scan offline: docs/decisions/018).
 * Files up to 5 MB: the pdf.js worker is over the default 2 MB limit's comfort.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa'

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  // The manifest is public/manifest.webmanifest (index.html links it): a static file, precached below.
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,mjs,css,html,woff,woff2,ttf,svg,png,ico,webmanifest,wasm}'],
    globIgnores: ['sw.js', 'workbox-*.js'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    rollupFormat: 'iife',
  },
  devOptions: { enabled: false },
}
