import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { DashboardPage } from '@/features/maintenance/components/dashboard/dashboard-page'
import { listSearch, prefetchMaintenance } from './-prefetch'

/** The dashboard, with its filters in the URL. */
export const Route = createFileRoute('/_auth/maintenance/dashboard')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchMaintenance(context, (m, client, session) => m.prefetchDashboard(client, session, deps)),
  component: DashboardRoute,
})

function DashboardRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return <DashboardPage search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
}
