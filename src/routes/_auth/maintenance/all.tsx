import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { EventListPage } from '@/features/maintenance/components/lists/event-list-page'
import { listLoader, listSearch } from './-prefetch'

export const Route = createFileRoute('/_auth/maintenance/all')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: listLoader('all'),
  component: AllRoute,
})

function AllRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <EventListPage kind="all" search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
  )
}
