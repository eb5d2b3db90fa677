import { createFileRoute } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { AssetListPage } from '@/features/maintenance/components/assets/asset-list-page'

export const Route = createFileRoute('/_auth/maintenance/assets/')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  component: () => (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <AssetListPage />
    </RequireRole>
  ),
})
