import { createFileRoute } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { SettingsPage } from '@/features/maintenance/components/settings/settings-page'

export const Route = createFileRoute('/_auth/maintenance/settings')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  component: () => (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <SettingsPage />
    </RequireRole>
  ),
})
