import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { HistoricalPage } from '@/features/historical/components/historical-page'
import { historicalSearchSchema } from '@/features/historical/model/search-params'
import { dayjsLocaleReady } from '@/lib/format/dayjs-locale'

export const Route = createFileRoute('/_auth/historical')({
  staticData: { module: 'historical' },
  // The filters are the URL's search (validated field by field), so a filtered list is a link.
  validateSearch: historicalSearchSchema,
  // The date picker shows month and weekday names in the interface language.
  loader: () => dayjsLocaleReady(),
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
