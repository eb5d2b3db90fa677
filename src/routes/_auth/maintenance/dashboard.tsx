import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { DashboardPage } from '@/features/maintenance/components/dashboard/dashboard-page'
import { parseMaintenanceSearch } from '@/features/maintenance/model/list-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

/** The dashboard, with its filters in the URL. */
export const Route = createFileRoute('/_auth/maintenance/dashboard')({
  validateSearch: tolerantSearch(parseMaintenanceSearch),
  component: DashboardRoute,
})

function DashboardRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return <DashboardPage search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
}
