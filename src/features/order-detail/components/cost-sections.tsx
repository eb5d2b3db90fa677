import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { OrderProduction } from '@/contract/order-detail'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import type { OrderParams } from '@/lib/production/route-params'
import { costComparisonQuery } from '../api/get-cost-comparison'
import { costVersionsQuery } from '../api/get-cost-versions'
import { machineConsumptionsQuery } from '../api/get-machine-consumptions'
import { machineCostsQuery } from '../api/get-machine-costs'
import { plantCostsQuery } from '../api/get-plant-costs'
import { CostComparisonPanel } from './cost-comparison-panel'
import { LazyMachineCostsPanel, LazyPlantCostsPanel, usePreloadedCostPanels } from './cost-panels-lazy'
import { CostVersionsPanel } from './cost-versions-panel'
import { LateSection } from './late-section'

/**
 * The cost panels of a finished order, for a job-costing user (spec 000 §5). Their five calls live
 * here and not in the page: each answer renders these sections, not the whole order again (on a
 * slow phone a render of the whole detail is a long task; issue 30). A failed call hides its panel
 * (spec 000 §8).
 */
export function CostSections({
  order,
  record,
  show,
  prefs,
  currency,
}: {
  order: OrderParams
  record: OrderProduction
  show: boolean
  prefs: UnitPreferences
  currency: string
}) {
  const plantCosts = useQuery({ ...plantCostsQuery(order), enabled: show })
  const machineCosts = useQuery({ ...machineCostsQuery(order), enabled: show })
  const machineUse = useQuery({ ...machineConsumptionsQuery(order, record), enabled: show })
  usePreloadedCostPanels(show)
  const comparison = useQuery({ ...costComparisonQuery(order), enabled: show })
  const versions = useQuery({ ...costVersionsQuery(order), enabled: show })
  return (
    <>
      <LateSection show={show} query={plantCosts} title={<Trans>Plant costs</Trans>} height={300}>
        {(costs) => <LazyPlantCostsPanel costs={costs} prefs={prefs} currency={currency} />}
      </LateSection>
      <LateSection show={show} query={machineCosts} title={<Trans>Machine costs</Trans>} height={260}>
        {(costs) => (
          <LazyMachineCostsPanel
            costs={costs}
            consumptions={machineUse.data}
            prefs={prefs}
            currency={currency}
          />
        )}
      </LateSection>
      <LateSection
        show={show}
        query={comparison}
        title={<Trans>Compared with similar orders</Trans>}
        height={220}
      >
        {(c) => <CostComparisonPanel comparison={c} prefs={prefs} />}
      </LateSection>
      <LateSection show={show} query={versions} title={<Trans>Cost recalculations</Trans>} height={80}>
        {(v) => <CostVersionsPanel versions={v} prefs={prefs} currency={currency} />}
      </LateSection>
    </>
  )
}
