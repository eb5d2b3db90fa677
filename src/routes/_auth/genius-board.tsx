import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { RequireRole } from '@/components/require-role'

export const Route = createFileRoute('/_auth/genius-board')({
  staticData: { module: 'genius-board' },
  // The board's texts are in the job set-up catalog (shared jobs and the genius board).
  loader: () => loadAreaCatalog('setup'),
  component: GeniusBoardRoute,
})

/** The board is for ROLE_USER (a commercial user reads it); others meet the no-access view. */
function GeniusBoardRoute() {
  return (
    <RequireRole needs="ROLE_USER">
      <Outlet />
    </RequireRole>
  )
}
