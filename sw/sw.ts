/**
 * The service worker (Workbox 7, built by vite-plugin-pwa in injectManifest mode).
 *
 * - The whole shell is precached (JS, CSS, HTML, fonts, icons, locale catalogs, the pdf.js
 *   worker); navigations outside /api and /analytics (the built-in dashboards, docs/decisions/013)
 *   fall back to the precached index.html, so the app starts
 *   offline. Caches of older builds are removed on activation.
 * - Updates are prompted: a new worker waits until the page sends SKIP_WAITING (the user chose
 *   "reload", or the display is idle), so a running screen is never swapped under the user.
 * - Runtime caches for documents and machine images (routes.ts) and the outbox's Background Sync
 *   (outbox-sync.ts).
 */
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerOutboxSync } from './outbox-sync'
import { registerRuntimeRoutes } from './routes'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes the open page at once (nothing to swap under it yet); updates wait.
clientsClaim()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/analytics(\/|$)/],
  }),
)
registerRuntimeRoutes()
registerOutboxSync()
