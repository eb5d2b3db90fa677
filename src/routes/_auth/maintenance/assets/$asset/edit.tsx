import { createFileRoute } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { EditAssetPage } from '@/features/maintenance/components/assets/asset-form-page'
import { positiveId } from '@/lib/navigation/search-values'

export const Route = createFileRoute('/_auth/maintenance/assets/$asset/edit')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  component: EditAssetRoute,
})

function EditAssetRoute() {
  const { asset } = Route.useParams()
  return (
    <RequireRole needs="ROLE_MAINTENANCE_ASSISTANCE_MANAGER">
      <EditAssetPage id={positiveId(asset) ?? 0} />
    </RequireRole>
  )
}
