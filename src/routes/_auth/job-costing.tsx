import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { NoAccessView } from '@/components/require-role'
import { JobCostingScreen } from '@/features/job-costing/components/screen/job-costing-screen'
import { type CostingSearch, parseCostingSearch } from '@/features/job-costing/model/costing-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'
import { satisfies } from '@/lib/roles/check'
import { homeTileRule } from '@/lib/roles/home-tiles'
import { useSession } from '@/offline/session-store'

export const Route = createFileRoute('/_auth/job-costing')({
  staticData: { module: 'job-costing' },
  // The tab and the statistics filters are the URL's search, so a reload keeps the view.
  // The type named: with loaderDeps beside it, TypeScript would infer the search as {}.
  validateSearch: tolerantSearch<CostingSearch>(parseCostingSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The catalogues and the Machine tab's costs, asked beside the code (for those the screen opens to).
    prefetchInLoader(
      context,
      () => import('@/features/job-costing/api/prefetch-screens'),
      (m, client, session) => m.prefetchJobCosting(client, session, deps),
    )
    // The date pickers name months and weekdays in the interface language (docs/decisions/008).
    return Promise.all([
      import('@/lib/format/dayjs-locale').then((m) => m.dayjsLocaleReady()),
      loadAreaCatalog('costing'),
    ])
  },
  component: JobCostingRoute,
})

function JobCostingRoute() {
  const { user } = useSession()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearch = useCallback(
    (next: CostingSearch, options?: { replace?: boolean }) =>
      navigate({ search: next, replace: options?.replace }),
    [navigate],
  )
  // The screen follows its home tile's rule, as the menu does (ADR 032: ROLE_JOB_COSTING).
  if (!satisfies(user.roles, homeTileRule('jobCosting'))) return <NoAccessView />
  return <JobCostingScreen search={search} onSearch={onSearch} />
}
