import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { EventListPage } from '@/features/maintenance/components/lists/event-list-page'
import { listLoader, listSearch } from './-prefetch'

export const Route = createFileRoute('/_auth/maintenance/month')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: listLoader('month'),
  component: MonthRoute,
})

function MonthRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <EventListPage kind="month" search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
  )
}
