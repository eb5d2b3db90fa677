import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { DashboardPage } from '@/features/maintenance/components/dashboard/dashboard-page'
import { parseMaintenanceSearch } from '@/features/maintenance/model/list-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

/** The area opens on the dashboard (spec 001 §2.3). */
export const Route = createFileRoute('/_auth/maintenance/')({
  validateSearch: tolerantSearch(parseMaintenanceSearch),
  component: DashboardRoute,
})

function DashboardRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return <DashboardPage search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
}
