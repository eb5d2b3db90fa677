/**
 * Runtime routes of the worker (the shell itself is precached, see sw.ts).
 *
 * - Technical documents (/api/documents/files/<id>): answered from 'tech-docs' when the user saved
 *   the manual for offline use (src/offline/document-cache.ts puts the whole file there); Range
 *   requests are cut out of the cached whole file, so pdf.js reads a saved manual offline in chunks
 *   as it does online. A manual that is not saved goes to the network and is never kept: reading
 *   one online must not fill the device behind the user's back, nor count a half-read file as
 *   available offline (docs/decisions/014). Entries are keyed per user (document-cache-keys.ts);
 *   with nobody signed in the worker does not touch the cache.
 * - Step-by-step PDFs of maintenance tasks (/api/maintenance/file/download?fileUrl=<id>): the same,
 *   saved by "prepare shift"; a work order's photos go through this route too and are never kept.
 * - Machine images (/api/machine-images/<name>): StaleWhileRevalidate (public, rarely change).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import {
  documentCacheKey,
  isOfflineFileUrl,
  MACHINE_IMAGES_CACHE,
  TECH_DOCS_CACHE,
} from '@/offline/document-cache-keys'
import { clampedRangeRequestsPlugin } from './clamp-range'
import { storedSession } from './session'

/** Adds the signed-in user to the cache key, keeping the request's headers (Range above all). */
const userKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const session = await storedSession()
    if (!session) return request
    return new Request(documentCacheKey(request.url, session.userId), { headers: request.headers })
  },
}

const documents = new CacheFirst({
  cacheName: TECH_DOCS_CACHE,
  plugins: [
    userKeyPlugin,
    // Only the app's explicit "save for offline" writes this cache.
    { cacheWillUpdate: async () => null },
    clampedRangeRequestsPlugin,
    // No expiration: saved manuals are the user's to remove, never purged on a quota error.
  ],
})

const machineImages = new StaleWhileRevalidate({
  cacheName: MACHINE_IMAGES_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
  ],
})

export function registerRuntimeRoutes(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isOfflineFileUrl(url),
    async (options: RouteHandlerCallbackOptions) => {
      const request = options.request instanceof Request ? options.request : new Request(options.request)
      if (!(await storedSession())) return fetch(request)
      return documents.handle({ ...options, request })
    },
  )
  registerRoute(
    ({ url, request }) => request.method === 'GET' && /\/machine-images\/[^/]+$/.test(url.pathname),
    machineImages,
  )
}
