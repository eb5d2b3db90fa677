import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { EventListPage } from '@/features/maintenance/components/lists/event-list-page'
import { listLoader, listSearch } from './-prefetch'

export const Route = createFileRoute('/_auth/maintenance/today')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: listLoader('today'),
  component: TodayRoute,
})

function TodayRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <EventListPage kind="today" search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
  )
}
