import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { EventListPage } from '@/features/maintenance/components/lists/event-list-page'
import { type MaintenanceSearch, parseMaintenanceSearch } from '@/features/maintenance/model/list-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/maintenance/completed')({
  validateSearch: tolerantSearch<MaintenanceSearch>(parseMaintenanceSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchInLoader(
      context,
      () => import('@/features/maintenance/api/prefetch-screens'),
      (m, client, session) => m.prefetchList(client, session, 'completed', deps),
    ),
  component: CompletedRoute,
})

function CompletedRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <EventListPage
      kind="completed"
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: next })}
    />
  )
}
