import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { RequireRole } from '@/components/require-role'
import { PlantControlPage } from '@/features/plant-control/components/plant-control-page'
import { positiveId } from '@/lib/navigation/search-values'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/plant-control')({
  staticData: { module: 'plant-control' },
  // The line filter lives in the URL (?line=2), so a filtered plant is a link; a bad value is
  // blanked (the router lays this over the raw search: left out, the raw value would stay).
  validateSearch: tolerantSearch((raw: Record<string, unknown>): { line?: number } => ({
    line: positiveId(raw.line),
  })),
  loader: ({ context }) => {
    // The plant status (and the stop costs), asked beside the code, for those the page opens to.
    prefetchInLoader(
      context,
      () => import('@/features/plant-control/api/prefetch-screens'),
      (m, client, session) => m.prefetchPlantControl(client, session),
    )
    // The texts of the production screens are a catalog of their own (lingui.config.ts).
    return loadAreaCatalog('production')
  },
  component: PlantControlRoute,
})

function PlantControlRoute() {
  const { line } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <RequireRole needs="ROLE_PRODUCTION_ANALYTICS">
      <PlantControlPage
        lineId={line ?? null}
        onLineChange={(lineId) =>
          navigate({ search: lineId === null ? {} : { line: lineId }, replace: true })
        }
      />
    </RequireRole>
  )
}
