import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { documentsKeys } from '@/features/documents/api/documents-keys'
import { geniusBoardKeys } from '@/features/genius-board/api/genius-board-keys'
import { jobCostingKeys } from '@/features/job-costing/api/job-costing-keys'
import { maintenanceKeys } from '@/features/maintenance/api/maintenance-keys'
import { PlantConfigurationPage } from '@/features/plant-configuration/components/plant-configuration-page'
import { statisticsKeys } from '@/features/statistics/api/statistics-keys'

export const Route = createFileRoute('/_auth/plant-configuration')({
  staticData: { module: 'plant-configuration' },
  // Not awaited: the page shows its loader, or the device's copy offline, instead of waiting. The
  // query module is imported on demand: a static import here would put zod (its answer's schema)
  // in the route tree, loaded by every page (the first-load budget, docs/architecture.md).
  loader: ({ context }) => {
    void import('@/lib/production/api/get-config-machines').then((m) =>
      context.queryClient.prefetchQuery(m.configMachinesQuery()),
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
