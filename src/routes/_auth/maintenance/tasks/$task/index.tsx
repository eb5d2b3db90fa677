import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { RequireRole } from '@/components/require-role'
import { TaskDetailPage } from '@/features/maintenance/components/tasks/task-detail-page'
import { positiveId } from '@/lib/navigation/search-values'

export const Route = createFileRoute('/_auth/maintenance/tasks/$task/')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  // The step-by-step PDF opens in the shared viewer, whose texts are in the documents catalog.
  loader: () => loadAreaCatalog('documents'),
  component: TaskRoute,
})

function TaskRoute() {
  const { task } = Route.useParams()
  return (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <TaskDetailPage id={positiveId(task) ?? 0} />
    </RequireRole>
  )
}
