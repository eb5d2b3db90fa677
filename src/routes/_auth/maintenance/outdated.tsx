import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { EventListPage } from '@/features/maintenance/components/lists/event-list-page'
import { listLoader, listSearch } from './-prefetch'

export const Route = createFileRoute('/_auth/maintenance/outdated')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: listLoader('outdated'),
  component: OutdatedRoute,
})

function OutdatedRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <EventListPage
      kind="outdated"
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: next })}
    />
  )
}
