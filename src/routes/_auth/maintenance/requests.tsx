import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { RequestsPage } from '@/features/maintenance/components/requests/requests-page'
import { parseRequestsSearch, type RequestsSearch } from '@/features/maintenance/model/requests-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'
import { prefetchMaintenance } from './-prefetch'

/** Work requests from the floor (issue 31); `report=1` opens the form, pre-filled by the link. */
export const Route = createFileRoute('/_auth/maintenance/requests')({
  // No report button here: the audit report is about work orders, not requests.
  staticData: { extendedHeader: false },
  validateSearch: tolerantSearch<RequestsSearch>(parseRequestsSearch),
  loader: ({ context }) => {
    prefetchMaintenance(context, (m, client, session) => m.prefetchRequests(client, session))
    // The page's texts are a catalog of their own: the area's other pages do not carry them.
    return loadAreaCatalog('requests')
  },
  component: RequestsRoute,
})

function RequestsRoute() {
  const { report, machineId, assetId, stopReasonCode } = Route.useSearch()
  return <RequestsPage report={report ? { machineId, assetId, stopReasonCode } : undefined} />
}
