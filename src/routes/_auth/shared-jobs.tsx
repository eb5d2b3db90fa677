import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { RequireRole } from '@/components/require-role'
import { SharedJobsPage } from '@/features/shared-jobs/components/shared-jobs-page'

export const Route = createFileRoute('/_auth/shared-jobs')({
  staticData: { module: 'shared-jobs' },
  // The screen's texts are in the job set-up catalog (lingui.config.ts); its lists load with the
  // page (from the persisted cache offline), so the loader never waits on the network.
  loader: () => loadAreaCatalog('setup'),
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
