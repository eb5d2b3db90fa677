import { ignoredSearchKeys, type SearchParser } from './tolerant-search'

/**
 * What the shell's link notice says: the page a link opened and the keys of it that were ignored
 * (issue 29 item 4). Taken from each navigation's raw address as it starts (`onBeforeLoad`),
 * because the router then writes the address again with only what was read (its first render
 * and every link replace the search with the validated one), so the address shown never holds the
 * ignored part. It stays for that page until dismissed, and goes with the next page.
 */
export interface IgnoredLink {
  pathname: string
  keys: string[]
}

let current: IgnoredLink | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

export const ignoredLink = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  dismiss() {
    current = null
    emit()
  },
}

interface RouteLike {
  options: { validateSearch?: unknown }
}

/** The router as far as the notice needs it (TanStack Router's own methods). */
export interface WatchedRouter {
  subscribe(
    event: 'onBeforeLoad' | 'onResolved',
    listener: (event: { toLocation: { pathname: string; search: unknown } }) => void,
  ): () => void
  getMatchedRoutes(pathname: string): readonly unknown[]
}

/**
 * Follows the router's navigations and keeps `ignoredLink` up to date; returns the unsubscribe. A
 * navigation that starts before the link's own one has resolved is its redirect (a section page,
 * the sign-in): the notice follows it there.
 */
export function watchIgnoredLinks(router: WatchedRouter): () => void {
  let resolving = false
  const resolved = router.subscribe('onResolved', () => {
    resolving = false
  })
  const starting = router.subscribe('onBeforeLoad', ({ toLocation }) => {
    const { pathname } = toLocation
    let keys: string[] = []
    try {
      const routes = (router.getMatchedRoutes(pathname)[0] ?? []) as RouteLike[]
      const parsers = routes.map((route) =>
        typeof route.options.validateSearch === 'function'
          ? (route.options.validateSearch as SearchParser<object>)
          : undefined,
      )
      keys = ignoredSearchKeys((toLocation.search ?? {}) as Record<string, unknown>, parsers)
    } catch {
      keys = []
    }
    if (keys.length > 0) {
      current = { pathname, keys }
      resolving = true
      emit()
    } else if (current && current.pathname !== pathname) {
      current = resolving ? { ...current, pathname } : null
      emit()
    }
  })
  return () => {
    resolved()
    starting()
  }
}
