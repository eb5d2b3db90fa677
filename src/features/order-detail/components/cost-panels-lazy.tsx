import { useLingui } from '@lingui/react/macro'
import { Center, Loader } from '@mantine/core'
import { type ComponentProps, lazy, Suspense, useEffect } from 'react'
import type { MachineCostsPanel, PlantCostsPanel } from './cost-panels'

/*
 * The cost panels' code loads apart from the order's first screen: only a job-costing user's
 * finished orders show them, below the overview. The page starts the load beside their queries
 * (usePreloadedCostPanels), so the code is there when the answers are.
 */
const load = () => import('./cost-panels')
const Plant = lazy(() => load().then((m) => ({ default: m.PlantCostsPanel })))
const Machine = lazy(() => load().then((m) => ({ default: m.MachineCostsPanel })))

/** Starts loading the panels' code as soon as the order is known to show them. */
export function usePreloadedCostPanels(show: boolean) {
  useEffect(() => {
    if (show) void load()
  }, [show])
}

function Waiting({ height }: { height: number }) {
  const { t } = useLingui()
  return (
    <Center mih={height}>
      <Loader size="sm" role="status" aria-label={t`Loading`} />
    </Center>
  )
}

export function LazyPlantCostsPanel(props: ComponentProps<typeof PlantCostsPanel>) {
  return (
    <Suspense fallback={<Waiting height={300} />}>
      <Plant {...props} />
    </Suspense>
  )
}

export function LazyMachineCostsPanel(props: ComponentProps<typeof MachineCostsPanel>) {
  return (
    <Suspense fallback={<Waiting height={260} />}>
      <Machine {...props} />
    </Suspense>
  )
}
