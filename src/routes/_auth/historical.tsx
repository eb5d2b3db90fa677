import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { RequireRole } from '@/components/require-role'
import { HistoricalPage } from '@/features/historical/components/historical-page'
import { type HistoricalSearch, parseHistoricalSearch } from '@/features/historical/model/search-params'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/historical')({
  staticData: { module: 'historical' },
  // The filters are the URL's search (checked field by field), so a filtered list is a link.
  // The type named: with loaderDeps beside it, TypeScript would infer the search as {}.
  validateSearch: tolerantSearch<HistoricalSearch>(parseHistoricalSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The search's orders and the machines, asked beside the code, for those the page opens to.
    prefetchInLoader(
      context,
      () => import('@/features/historical/api/prefetch-screens'),
      (m, client, session) => m.prefetchHistorical(client, session, deps),
    )
    // The date picker shows month and weekday names in the interface language. Imported on demand:
    // route options are in the first load, and dayjs is not (docs/decisions/008).
    return Promise.all([
      import('@/lib/format/dayjs-locale').then((m) => m.dayjsLocaleReady()),
      loadAreaCatalog('production'),
    ])
  },
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
