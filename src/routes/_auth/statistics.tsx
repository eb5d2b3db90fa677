import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { RequireRole } from '@/components/require-role'
import { StatisticsPage } from '@/features/statistics/components/statistics/statistics-page'
import { parseStatisticsSearch, type StatisticsSearch } from '@/features/statistics/model/statistics-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/statistics')({
  staticData: { module: 'statistics' },
  // The type named: with loaderDeps beside it, TypeScript would infer the search as {}.
  validateSearch: tolerantSearch<StatisticsSearch>(parseStatisticsSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The machines and the search's statistics, asked beside the code, for those the page opens to.
    prefetchInLoader(
      context,
      () => import('@/features/statistics/api/prefetch-screens'),
      (m, client, session) => m.prefetchStatistics(client, session, deps),
    )
    // The date picker names months and weekdays in the interface language (docs/decisions/008).
    return Promise.all([
      import('@/lib/format/dayjs-locale').then((m) => m.dayjsLocaleReady()),
      loadAreaCatalog('production'),
    ])
  },
  component: StatisticsRoute,
})

function StatisticsRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearch = useCallback(
    (next: StatisticsSearch, options?: { replace?: boolean }) =>
      navigate({ search: next, replace: options?.replace }),
    [navigate],
  )
  return (
    <RequireRole needs="ROLE_PRODUCTION_ANALYTICS">
      <StatisticsPage search={Route.useSearch()} onSearch={onSearch} />
    </RequireRole>
  )
}
