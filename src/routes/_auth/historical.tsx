import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { RequireRole } from '@/components/require-role'
import { HistoricalPage } from '@/features/historical/components/historical-page'
import { parseHistoricalSearch } from '@/features/historical/model/search-params'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/historical')({
  staticData: { module: 'historical' },
  // The filters are the URL's search (checked field by field), so a filtered list is a link.
  validateSearch: tolerantSearch(parseHistoricalSearch),
  // The date picker shows month and weekday names in the interface language. Imported on demand:
  // route options are in the first load, and dayjs is not (docs/decisions/008).
  loader: () =>
    Promise.all([
      import('@/lib/format/dayjs-locale').then((m) => m.dayjsLocaleReady()),
      loadAreaCatalog('production'),
    ]),
  component: HistoricalRoute,
})

function HistoricalRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <RequireRole needs="ROLE_PRODUCTION_ANALYTICS">
      <HistoricalPage search={search} onSearch={(next) => navigate({ search: next })} />
    </RequireRole>
  )
}
