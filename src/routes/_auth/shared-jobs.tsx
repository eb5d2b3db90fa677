import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { RequireRole } from '@/components/require-role'
import { SharedJobsPage } from '@/features/shared-jobs/components/shared-jobs-page'

export const Route = createFileRoute('/_auth/shared-jobs')({
  staticData: { module: 'shared-jobs' },
  loader: ({ context }) => {
    // The customers, asked beside the code (not awaited: offline they come from the persisted cache).
    prefetchInLoader(
      context,
      () => import('@/features/shared-jobs/api/prefetch-screens'),
      (m, client, session) => m.prefetchSharedJobs(client, session),
    )
    // The screen's texts are in the job set-up catalog (lingui.config.ts); the loader never waits
    // on the network.
    return loadAreaCatalog('setup')
  },
  component: SharedJobsRoute,
})

/** Shared jobs are for ROLE_USER (DESIGN.md); the page's tab title is the module's ('Shared jobs'). */
function SharedJobsRoute() {
  return (
    <RequireRole needs="ROLE_USER">
      <SharedJobsPage />
    </RequireRole>
  )
}
