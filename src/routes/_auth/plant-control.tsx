import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { RequireRole } from '@/components/require-role'
import { PlantControlPage } from '@/features/plant-control/components/plant-control-page'
import { positiveId } from '@/lib/navigation/search-values'
import { getSession } from '@/offline/session-store'

export const Route = createFileRoute('/_auth/plant-control')({
  staticData: { module: 'plant-control' },
  // The line filter lives in the URL (?line=2), so a filtered plant is a link; a bad value is dropped.
  validateSearch: (raw: Record<string, unknown>): { line?: number } => {
    const line = positiveId(raw.line)
    return line === undefined ? {} : { line }
  },
  // Not awaited: the plant status request starts while the page's code loads, so the grid (the
  // screen's largest paint) does not wait a round trip more. Imported on demand, like home's.
  loader: ({ context }) => {
    const user = getSession()?.user
    if (!user?.hasAcceptedTos || !user.roles.some((r) => r.name === 'ROLE_PRODUCTION_ANALYTICS')) return
    void import('@/lib/production/api/get-plant-status').then((m) =>
      context.queryClient.prefetchQuery(m.plantStatusQuery()).catch(() => undefined),
    )
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
