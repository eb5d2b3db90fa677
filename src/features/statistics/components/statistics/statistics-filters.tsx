import { useLingui } from '@lingui/react/macro'
import { Group, SegmentedControl } from '@mantine/core'
import { useState } from 'react'
import { DateRangeFilter } from '@/components/date-range/date-range-filter'
import { DeferredMultiSelect } from '@/components/deferred-select'
import type { DataGrouping, StatisticsMachine, StatisticsType } from '@/contract/statistics'
import type { AvailableDays } from '../../api/get-available-dates'
import { bestGrouping } from '../../model/grouping'
import { type MachineSelectionRefusal, selectMachines, switchType } from '../../model/selection'
import type { StatisticsSearch } from '../../model/statistics-search'
import { GroupingSelect } from './grouping-select'

interface StatisticsFiltersProps {
  machines: StatisticsMachine[]
  search: StatisticsSearch
  type: StatisticsType
  grouping: DataGrouping
  available: AvailableDays | undefined
  onSearch: (next: StatisticsSearch) => void
}

/**
 * The type switch, the machines (at most 5 in statistics, 1 in productivity: a pick over the limit
 * is refused whole, with the reason under the selector), the days limited to those with data, and
 * the grouping (spec 001 §2.1, §4, §5).
 */
export function StatisticsFilters({
  machines,
  search,
  type,
  grouping,
  available,
  onSearch,
}: StatisticsFiltersProps) {
  const { t } = useLingui()
  const [refused, setRefused] = useState<MachineSelectionRefusal | null>(null)
  // The machines a switch to productivity left out, named under the selector until the next pick.
  const [dropped, setDropped] = useState<number[]>([])
  const ids = search.machines ?? []
  // Named at render: the ids keep the names right when the language or the machine list changes.
  const leftOut = machines
    .filter((m) => dropped.includes(m.id))
    .map((m) => m.name)
    .join(', ')
  const asList = (list: number[]) => (list.length > 0 ? list : undefined)
  const refusals: Record<MachineSelectionRefusal, string> = {
    MULTIPLE_MACHINE_SELECTION_5: t`At most 5 machines in statistics.`,
    MULTIPLE_MACHINE_SELECTION_1: t`One machine in productivity.`,
  }
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <SegmentedControl
        size="xs"
        mt={22}
        aria-label={t`View`}
        value={String(type)}
        data={[
          { value: '1', label: t`Statistics` },
          { value: '2', label: t`Productivity` },
        ]}
        onChange={(value) => {
          const to: StatisticsType = value === '2' ? 2 : 1
          const switched = switchType(ids, to)
          setRefused(null)
          setDropped(switched.dropped)
          onSearch({ ...search, type: to, machines: asList(switched.ids) })
        }}
      />
      <DeferredMultiSelect
        size="xs"
        label={t`Machines`}
        placeholder={ids.length === 0 ? t`Choose machines` : undefined}
        w={280}
        maw="100%"
        options={machines}
        value={ids}
        error={refused ? refusals[refused] : undefined}
        description={leftOut ? t`Productivity shows one machine: ${leftOut} left out.` : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(next) => {
          const selection = selectMachines(ids, next, type)
          setRefused(selection.refused ?? null)
          setDropped([])
          if (!selection.refused) onSearch({ ...search, machines: asList(selection.ids) })
        }}
      />
      <DateRangeFilter
        from={search.from}
        to={search.to}
        minDate={available?.first ?? undefined}
        maxDate={available?.last ?? undefined}
        placeholder={t`Choose the dates`}
        onCommit={(from, to) =>
          // A new range keeps the grouping while it still fits, else the finest one that does.
          onSearch({
            ...search,
            from: from ?? undefined,
            to: to ?? undefined,
            grouping: bestGrouping(from, to, grouping),
          })
        }
      />
      <GroupingSelect
        from={search.from}
        to={search.to}
        value={grouping}
        onChange={(next) => onSearch({ ...search, grouping: next })}
      />
    </Group>
  )
}
