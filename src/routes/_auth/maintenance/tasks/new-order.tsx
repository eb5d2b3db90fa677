import { createFileRoute } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { NewOrderPage } from '@/features/maintenance/components/tasks/task-form-page'
import { parseStopSearch } from '@/features/maintenance/model/task-form-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

/** The one-off corrective order; plant control's "request maintenance" pre-fills it (machineId, description, stopStart). */
export const Route = createFileRoute('/_auth/maintenance/tasks/new-order')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  validateSearch: tolerantSearch(parseStopSearch),
  component: NewOrderRoute,
})

function NewOrderRoute() {
  return (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <NewOrderPage stop={Route.useSearch()} />
    </RequireRole>
  )
}
