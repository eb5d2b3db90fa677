import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { documentsKeys } from '@/features/documents/api/documents-keys'
import { geniusBoardKeys } from '@/features/genius-board/api/genius-board-keys'
import { jobCostingKeys } from '@/features/job-costing/api/job-costing-keys'
import { maintenanceKeys } from '@/features/maintenance/api/maintenance-keys'
import { PlantConfigurationPage } from '@/features/plant-configuration/components/plant-configuration-page'
import { statisticsKeys } from '@/features/statistics/api/statistics-keys'

export const Route = createFileRoute('/_auth/plant-configuration')({
  staticData: { module: 'plant-configuration' },
  loader: ({ context }) => {
    // The machines, asked beside the code: every signed-in user may look, once the terms are
    // accepted (until then the shell shows only the terms, and the server refuses the rest).
    prefetchInLoader(
      context,
      () => import('@/features/plant-configuration/api/prefetch-screens'),
      (m, client, session) => m.prefetchPlantConfiguration(client, session),
    )
    return loadAreaCatalog('configuration')
  },
  component: PlantConfigurationRoute,
})

/** Every signed-in user may look (spec 002 §6 leaves it open; DESIGN.md); ROLE_ADMIN writes. */
function PlantConfigurationRoute() {
  // The machine lists other areas own, refetched after a rename or a reorder so the new names and
  // order show everywhere (the shared ones, selectors and plant status, the feature names itself).
  // Built here, inside the component, so these areas' key modules load with this page's chunk and
  // not with the route tree on every page.
  const otherMachineLists = [
    documentsKeys.machines(),
    statisticsKeys.machines(),
    jobCostingKeys.all,
    geniusBoardKeys.catalog(),
    maintenanceKeys.data(),
  ]
  return <PlantConfigurationPage otherLists={otherMachineLists} />
}
