import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import type { ConsumableType, CostMachine, Currency } from '@/contract/job-costing'
import type { CostViewMode } from '@/contract/job-costing-rules'
import { errorMessage } from '@/lib/messages/api-errors'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useCostStatistics } from '../../api/statistics'
import { typeStatistics } from '../../model/cost-statistics'
import { periodText } from '../../model/period-text'
import type { UncostedMachine } from '../../model/uncosted-machines'
import { CostFilters } from './cost-filters'
import { RecalculationProgress } from './recalculation-progress'
import { TypeCostCard } from './type-cost-card'

interface StatisticsTabProps {
  /** The plant's machines that have consumable types. */
  machines: readonly CostMachine[]
  /** The user's machines without job costing: in the machine picker, disabled, with the reason. */
  uncosted: readonly UncostedMachine[]
  machine: CostMachine | null
  date: string
  today: string
  mode: CostViewMode
  currency: Currency
  catalogue: ReadonlyMap<number, ConsumableType>
  activeTypeIds: ReadonlySet<number>
  onFilters: (next: { machine?: number; date?: string; mode?: CostViewMode }) => void
}

/**
 * The cost statistics of a machine (spec 002 §2.2, §4, §9): the filter bar, the recalculation in
 * progress, and per consumable type of the machine its card with the selected period's figures and
 * the cost per period. Any filter change asks again (the filters are the query's key).
 */
export function StatisticsTab(props: StatisticsTabProps) {
  const { t, i18n } = useLingui()
  const { machine, date, mode } = props
  const stats = useCostStatistics(machine ? { date, groupBy: mode, machineHashCode: machine.hashCode } : null)
  const types = useMemo(
    () =>
      stats.data && machine
        ? typeStatistics(stats.data.rows, {
            machineTypeIds: machine.consumableTypes,
            catalogue: props.catalogue,
            activeTypeIds: props.activeTypeIds,
          })
        : [],
    [stats.data, machine, props.catalogue, props.activeTypeIds],
  )
  const periodName = (day: string) =>
    periodText(day, mode, { week: (week, year) => t`W${week} ${year}`, locale: i18n.locale })
  const anchor = types.findIndex((s) => s.bars.length > 0)

  return (
    <Stack gap="md">
      <CostFilters
        machines={props.machines}
        uncosted={props.uncosted}
        machineId={machine?.id ?? null}
        date={date}
        today={props.today}
        mode={mode}
        onMachine={(id) => props.onFilters({ machine: id })}
        onDate={(day) => props.onFilters({ date: day })}
        onMode={(next) => props.onFilters({ mode: next })}
      />
      {stats.data ? <RecalculationProgress progress={stats.data.recalculation} /> : null}
      {props.machines.length === 0 ? (
        <Text c="dimmed">
          <Trans>No machine of the plant has consumable types.</Trans>
        </Text>
      ) : stats.isError && !stats.data ? (
        <Alert color="red" title={t`The cost statistics could not be loaded`}>
          {errorMessage(stats.error, i18n)}
        </Alert>
      ) : !stats.data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t`Loading`} />
        </Group>
      ) : types.length === 0 ? (
        <Text c="dimmed">
          <Trans>No data with the selected filters.</Trans>
        </Text>
      ) : (
        <>
          <DataUpdatedAt query={stats} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {types.map((s, i) => (
              <TypeCostCard
                key={s.typeId}
                stats={s}
                currency={props.currency}
                periodName={periodName}
                tourAnchor={i === anchor}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  )
}
