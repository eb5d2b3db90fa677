/**
 * vite-plugin-pwa options (used by vite.config.ts): injectManifest with our own worker (sw/sw.ts),
 * the web manifest, and the precache list. The worker is registered by the app itself with
 * workbox-window (src/offline/update.ts: prompt-mode updates), so the plugin injects nothing.
 *
 * The precache holds the whole shell, so the app starts offline: JS (the locale catalog chunks
 * too), CSS, HTML, fonts, icons, and the pdf.js worker, which is an .mjs file that the default
 * patterns miss. Files up to 5 MB: the pdf.js worker is over the default 2 MB limit's comfort.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa'

const themeColor = '#141a22'

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  // The glob below already lists the icons; the plugin adds the manifest itself.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Plant Portal',
    short_name: 'Plant Portal',
    description:
      'Monitoring, production analytics, job costing, maintenance and technical documents for printing and converting plants.',
    lang: 'en',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColor,
    background_color: themeColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Plant control',
        short_name: 'Plant',
        url: '/plant-control',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Maintenance',
        short_name: 'Maintenance',
        url: '/maintenance',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,mjs,css,html,woff,woff2,ttf,svg,png,ico}'],
    globIgnores: ['sw.js', 'workbox-*.js'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    rollupFormat: 'iife',
  },
  devOptions: { enabled: false },
}
