/**
 * A screen's first data, started by its route loader (issue 30). Without it a screen's request
 * waits for the screen's code and catalog to load and for its first render: on a phone that chain
 * is the largest part of the time before its content shows. With it the request leaves beside the
 * code and the catalog.
 *
 * - Not awaited: the page renders at once with its loader, or the device's copy offline, instead of
 *   waiting for the network.
 * - The query module comes by a dynamic import, so zod (the answer's schema) and the API client stay
 *   out of the route tree that every page loads (the first-load budget, docs/architecture.md).
 * - It waits for the device's saved cache to be back first: a query fetched before the restore would
 *   be taken for a restored one (stale) and asked again on mount. The restore is an IndexedDB read,
 *   shorter than the code download it runs beside.
 * - The answer is saved for the offline start like any other (offline/query-persister.ts, keepSaved:
 *   saving starts with the restore and first saves what arrived before).
 * - Only a head start: a failure is left to the page, whose own query shows the error state.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { getSession } from '@/offline/session-store'
import type { RouterContext } from './router'

/**
 * Runs `prefetch` (which starts the screen's queries) once its module and the saved cache are
 * ready. Nothing is asked before the terms are accepted (the shell shows only them, and the server
 * refuses the rest). Who may read the screen is checked by `prefetch`, in the lazily loaded module:
 * the role rules stay out of the route tree every page loads, /login included.
 */
export function prefetchInLoader<M>(
  context: RouterContext,
  module: () => Promise<M>,
  prefetch: (loaded: M, queryClient: QueryClient, session: Session) => unknown,
): void {
  const session = getSession()
  if (!session?.user.hasAcceptedTos) return
  const started = Promise.all([module(), context.cacheRestored])
    .then(([loaded]) => prefetch(loaded, context.queryClient, session))
    .catch(() => undefined)
  beforeFirstRender?.push(started)
}

/** The prefetches started while the app had not rendered yet; null once it has. */
let beforeFirstRender: Promise<unknown>[] | null = []

/**
 * The boot's wait for the first screen's data, at most `limitMs`: once the prefetches the first
 * route's loaders started are under way and no query is fetching any more. Then React builds the
 * first screen once, with its data, in one time-sliced render. Rendered before, the screen was
 * built twice, and the second time, when the data came, in one blocking task (a query's answer
 * reaches React through useSyncExternalStore, which cannot be time-sliced: plant control's
 * longest task on a 4x slowed CPU was 480 ms). Offline, a paused query is not fetching: nothing
 * is waited for. Later navigations do not come here: the router shows the page at once.
 */
export async function firstScreenData(queryClient: QueryClient, limitMs: number): Promise<void> {
  const started = beforeFirstRender ?? []
  beforeFirstRender = null
  if (started.length === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs)
  })
  await Promise.race([Promise.all(started).then(() => noQueryFetching(queryClient)), limit])
  clearTimeout(timer)
}

function noQueryFetching(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return
      unsubscribe()
      resolve()
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(check)
    check()
  })
}
