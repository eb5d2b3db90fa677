import { createFileRoute } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { NewTaskPage } from '@/features/maintenance/components/tasks/task-form-page'

export const Route = createFileRoute('/_auth/maintenance/tasks/new')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  component: () => (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <NewTaskPage />
    </RequireRole>
  ),
})
