/**
 * The maintenance routes' loaders start their screen's first queries through the area's one
 * prefetch module (issue 30, src/app/prefetch-in-loader.ts). Not a route: the router skips files
 * whose name starts with '-'.
 */
import type { QueryClient } from '@tanstack/react-query'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import type { RouterContext } from '@/app/router'
import type { Session } from '@/contract/session'
import type { ListKind } from '@/features/maintenance/model/list-kinds'
import { type MaintenanceSearch, parseMaintenanceSearch } from '@/features/maintenance/model/list-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

type Screens = typeof import('@/features/maintenance/api/prefetch-screens')

/** Starts what `ask` asks of the area's prefetch module, loaded on demand beside the screen's code. */
export function prefetchMaintenance(
  context: RouterContext,
  ask: (screens: Screens, queryClient: QueryClient, session: Session) => unknown,
): void {
  prefetchInLoader(context, () => import('@/features/maintenance/api/prefetch-screens'), ask)
}

/** The work-order lists' search (its type named: with loaderDeps beside it, TypeScript infers {}). */
export const listSearch = tolerantSearch<MaintenanceSearch>(parseMaintenanceSearch)

/** A work-order list's loader: the page of `kind` the link's search asks for. */
export const listLoader =
  (kind: ListKind) =>
  ({ context, deps }: { context: RouterContext; deps: MaintenanceSearch }) =>
    prefetchMaintenance(context, (m, client, session) => m.prefetchList(client, session, kind, deps))
