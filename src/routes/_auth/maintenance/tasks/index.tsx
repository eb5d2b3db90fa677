import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { TaskListPage } from '@/features/maintenance/components/tasks/task-list-page'
import { parseTaskListSearch, taskListSearch } from '@/features/maintenance/model/task-form-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/maintenance/tasks/')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  validateSearch: tolerantSearch(parseTaskListSearch),
  component: TasksRoute,
})

function TasksRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <TaskListPage
        filters={Route.useSearch()}
        onFilters={(next) => navigate({ search: taskListSearch(next), replace: true })}
      />
    </RequireRole>
  )
}
