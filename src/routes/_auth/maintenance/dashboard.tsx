import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { DashboardPage } from '@/features/maintenance/components/dashboard/dashboard-page'
import { type MaintenanceSearch, parseMaintenanceSearch } from '@/features/maintenance/model/list-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

/** The dashboard, with its filters in the URL. */
export const Route = createFileRoute('/_auth/maintenance/dashboard')({
  validateSearch: tolerantSearch<MaintenanceSearch>(parseMaintenanceSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchInLoader(
      context,
      () => import('@/features/maintenance/api/prefetch-screens'),
      (m, client, session) => m.prefetchDashboard(client, session, deps),
    ),
  component: DashboardRoute,
})

function DashboardRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return <DashboardPage search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
}
