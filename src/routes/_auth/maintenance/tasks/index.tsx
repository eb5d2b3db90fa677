import { createFileRoute } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { TaskListPage } from '@/features/maintenance/components/tasks/task-list-page'

export const Route = createFileRoute('/_auth/maintenance/tasks/')({
  component: () => (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <TaskListPage />
    </RequireRole>
  ),
})
