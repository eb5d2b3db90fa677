/**
 * Start-up: plain URLs for old links, the stored session and the language before the first
 * render (so the first route already knows who is signed in), then the app; the session is
 * refreshed against the server in the background.
 *
 * The first paint waits for as few round trips as possible: the language catalog (the language last
 * used on this device, the usual case) and the current route's code are requested at once, while
 * IndexedDB is read. The router then loads the route completely and React renders it in one
 * time-sliced pass. What the first screen does not need (the service worker's registration)
 * starts once the page is idle.
 */
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { afterLoadIdle } from '@/lib/after-load'
import { apiWiring, configureApi } from '@/lib/api/wiring'
import { legacyRedirect } from '@/lib/navigation/redirects'
import { prepareDateFormatting } from '@/lib/time/plant-zone'
import { getToken, loadSession } from '@/offline/session-store'
import { registerServiceWorker } from '@/offline/update'
import { wireOffline } from '@/offline/wire-app'
import { activateLocale, detectLanguage, readStoredLanguage } from './i18n'
import { firstScreenData } from './prefetch-in-loader'
import { App } from './providers'
import { createQueryClient } from './query-client'
import { type AppRouter, createAppRouter } from './router'
import { createSessionRefusalHandler } from './session-refused'

/** How long the first render waits for the first screen's data at most (src/app/prefetch-in-loader.ts). */
const FIRST_DATA_LIMIT_MS = 1_500

export async function boot(container: HTMLElement) {
  const { pathname, search, hash } = window.location
  const plain = legacyRedirect(pathname, search, hash)
  if (plain) window.history.replaceState(null, '', plain)

  // A catalog that fails to load leaves the English source texts, never a blank app.
  const storedLanguage = detectLanguage(readStoredLanguage())
  const storedCatalog = activateLocale(storedLanguage).catch(() => undefined)
  const queryClient = createQueryClient()
  const cacheRestored = deferred()
  const router = createAppRouter(queryClient, cacheRestored.promise)
  preloadCurrentRoute(router)
  const state = await loadSession()
  const language = detectLanguage(state.session?.user.language ?? readStoredLanguage())
  // activateLocale applies only its latest call: a different user language wins over the guess.
  const catalog =
    language === storedLanguage ? storedCatalog : activateLocale(language).catch(() => undefined)

  configureApi({
    getToken,
    onUnauthorized: createSessionRefusalHandler({
      queryClient,
      here: () => router.state.location.href,
      toLogin: (redirectTo) => router.navigate({ to: '/login', search: { redirectTo }, replace: true }),
    }),
  })

  // Online state, and the signed-in user's saved data (offline start).
  const offline = wireOffline({ queryClient, onUnauthorized: () => apiWiring.onUnauthorized(null) })
  void offline.restored.finally(cacheRestored.resolve)
  // The first route loads (guards, code, loaders) while the catalog and the saved data are read, so
  // its requests start at once; loaders that read the cache await `cacheRestored`. React renders
  // only a loaded router: one still loading changed its store under the first render, and React
  // then redid the whole tree in one blocking pass.
  const routeLoaded = router.load().catch(() => undefined)
  // ICU's date data loads with the first formatter (about 75 ms on a phone): while the network works.
  setTimeout(prepareDateFormatting, 0)
  await Promise.all([catalog, offline.restored, routeLoaded])
  // The first screen's data, started by its loader, so that React builds the screen once (at most
  // FIRST_DATA_LIMIT_MS more: a slow network shows the screen with its loaders instead).
  await firstScreenData(queryClient, FIRST_DATA_LIMIT_MS)

  // A transition render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole first tree: input stays responsive while the first screen is built (on a
  // slow phone that tree is hundreds of milliseconds of work, Lighthouse's total blocking time).
  const root = createRoot(container)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  })

  afterLoadIdle(() => {
    if (import.meta.env.PROD) void registerServiceWorker()
  })

  // Only a signed-in start refreshes; the module (and the session schema) loads only then.
  if (state.session) {
    void import('@/features/session/api/verify-token').then(({ refreshSession }) => refreshSession())
  }
}

/**
 * Starts downloading the code of the routes the current URL renders (autoCodeSplitting makes each
 * route component lazy) while IndexedDB and the catalog are read, instead of when the router loads.
 * The URL alone decides (a signed-out visit to a protected page fetches code it will not show, the
 * price of not waiting for IndexedDB in the usual case).
 */
function preloadCurrentRoute(router: AppRouter) {
  try {
    const [routes] = router.getMatchedRoutes(window.location.pathname)
    for (const route of routes) {
      const component = route.options.component as { preload?: () => Promise<unknown> } | undefined
      void component?.preload?.()?.catch(() => undefined)
    }
  } catch {
    // Only a head start: the router loads the same code when it renders.
  }
}

function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
