import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader } from '@mantine/core'
import type { ConsumableType, CostMachine } from '@/contract/job-costing'
import type { CostViewMode } from '@/contract/job-costing-rules'
import type { CostingSearch } from '../../model/costing-search'
import type { CostingTab } from '../../model/costing-tabs'
import type { CostingTabContext } from '../../model/tab-context'
import type { UncostedMachine } from '../../model/uncosted-machines'
import { MachineTab } from '../machine/machine-tab'
import { ConsumablePeriodsTab } from '../periods/consumable-periods-tab'
import { ItemPricesTab } from '../prices/item-prices-tab'
import { StatisticsTab } from '../statistics/statistics-tab'

interface CostingTabBodyProps {
  tab: CostingTab
  context: CostingTabContext
  /** ROLE_JOB_COSTING: the machine costs and cost statistics are cost figures (spec 002 §6). */
  seesCosts: boolean
  /** The machines are still on their way (the machine and statistics tabs wait for them). */
  machinesLoading: boolean
  machines: readonly CostMachine[]
  /** The user's machines of the plant without job costing, listed disabled with the reason. */
  uncosted: readonly UncostedMachine[]
  machine: CostMachine | null
  catalogue: ReadonlyMap<number, ConsumableType>
  /** The types enabled for the plant (context.plantTypeIds as a set). */
  activeTypeIds: ReadonlySet<number>
  search: CostingSearch
  onSearch: (patch: Partial<CostingSearch>) => void
}

/** What the chosen tab shows. Only the chosen one is mounted, so a tab change drops any edit (§4). */
export function CostingTabBody(props: CostingTabBodyProps) {
  const { t } = useLingui()
  const { tab, context, seesCosts, machines, machine, search, onSearch } = props
  const machineScoped = tab.kind === 'machine' || tab.kind === 'statistics'
  if (machineScoped && !seesCosts) {
    return (
      <Alert color="gray" variant="light">
        <Trans>Machine costs and cost statistics are for users with the job-costing role.</Trans>
      </Alert>
    )
  }
  if (machineScoped && props.machinesLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t`Loading`} />
      </Group>
    )
  }
  switch (tab.kind) {
    case 'machine':
      return (
        <MachineTab
          machines={machines}
          uncosted={props.uncosted}
          machine={machine}
          context={context}
          onMachine={(id) => onSearch({ machine: id })}
        />
      )
    case 'statistics':
      return (
        <StatisticsTab
          machines={machines}
          uncosted={props.uncosted}
          machine={machine}
          date={search.date && search.date <= context.today ? search.date : context.today}
          today={context.today}
          mode={search.mode ?? 'month'}
          currency={context.currency}
          catalogue={props.catalogue}
          activeTypeIds={props.activeTypeIds}
          onFilters={(next: { machine?: number; date?: string; mode?: CostViewMode }) => onSearch(next)}
        />
      )
    case 'item-prices':
      return <ItemPricesTab kind={tab.value} context={context} />
    case 'periods':
      return <ConsumablePeriodsTab types={tab.types} context={context} />
  }
}
