import { createFileRoute } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { EditTaskPage } from '@/features/maintenance/components/tasks/task-form-page'
import { positiveId } from '@/lib/navigation/search-values'

export const Route = createFileRoute('/_auth/maintenance/tasks/$task/edit')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  component: EditTaskRoute,
})

function EditTaskRoute() {
  const { task } = Route.useParams()
  return (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <EditTaskPage id={positiveId(task) ?? 0} />
    </RequireRole>
  )
}
