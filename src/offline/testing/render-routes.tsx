import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { installDomShims, renderUi } from './render'

/**
 * Renders small pages at their paths under a memory router, so a component's links and its way
 * back work as in the app. `entries`: the addresses the user went through, the first loaded and
 * the others navigated to (the history can go back), the last one shown.
 */
export async function renderRoutes(pages: Record<string, () => ReactNode>, entries: readonly string[]) {
  installDomShims()
  window.scrollTo = () => {}
  const root = createRootRoute({ component: Outlet })
  const routes = Object.entries(pages).map(([path, component]) =>
    createRoute({ getParentRoute: () => root, path, component }),
  )
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [entries[0] ?? '/'] }),
  })
  await router.load()
  for (const entry of entries.slice(1)) await router.navigate({ to: entry as never })
  renderUi(<RouterProvider router={router} />)
  return router
}
