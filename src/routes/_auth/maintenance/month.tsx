import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { EventListPage } from '@/features/maintenance/components/lists/event-list-page'
import { parseMaintenanceSearch } from '@/features/maintenance/model/list-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/maintenance/month')({
  validateSearch: tolerantSearch(parseMaintenanceSearch),
  component: MonthRoute,
})

function MonthRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <EventListPage kind="month" search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
  )
}
