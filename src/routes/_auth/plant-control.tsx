import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { RequireRole } from '@/components/require-role'
import { dbIdParamSchema } from '@/contract/wire'
import { PlantControlPage } from '@/features/plant-control/components/plant-control-page'

/** The line filter lives in the URL (?line=2), so a filtered plant is a link; a bad value is dropped. */
const searchSchema = z.object({ line: dbIdParamSchema.optional().catch(undefined) })

export const Route = createFileRoute('/_auth/plant-control')({
  staticData: { module: 'plant-control' },
  validateSearch: searchSchema,
  component: PlantControlRoute,
})

function PlantControlRoute() {
  const { line } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <RequireRole needs="ROLE_PRODUCTION_ANALYTICS">
      <PlantControlPage
        lineId={line ?? null}
        onLineChange={(lineId) => navigate({ search: { line: lineId ?? undefined }, replace: true })}
      />
    </RequireRole>
  )
}
