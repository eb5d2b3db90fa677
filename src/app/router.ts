import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { PageNotFoundView, RouteErrorView } from '@/app/shell/route-error-view'
import { watchIgnoredLinks } from '@/lib/navigation/ignored-link'
import { routeTree } from '@/routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  /**
   * Resolves once the signed-in user's saved query data is back from IndexedDB. The first route
   * loads while that is still being read, so a loader that reads the cache (ensureQueryData) awaits
   * this first: offline, it then finds the saved data instead of waiting for a network that is not
   * there. A loader that only starts requests need not wait.
   */
  cacheRestored: Promise<void>
}

/**
 * A failing screen shows the app's error view in its own place (inside the shell, in the user's
 * language, with a way back), never the router's bare default page (issue 29 item 4).
 */
export const failureViews = {
  defaultErrorComponent: RouteErrorView,
  defaultNotFoundComponent: PageNotFoundView,
}

export function createAppRouter(queryClient: QueryClient, cacheRestored: Promise<void>) {
  const router = createRouter({
    routeTree,
    context: { queryClient, cacheRestored },
    defaultPreload: 'intent',
    // The query cache already holds fetched data; the router must not keep a second copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...failureViews,
  })
  // The shell's notice that part of a link was ignored (src/components/link-notice.tsx).
  watchIgnoredLinks(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
