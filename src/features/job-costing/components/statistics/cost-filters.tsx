import '@mantine/dates/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { Group, SegmentedControl, Select } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import type { CostMachine } from '@/contract/job-costing'
import { COST_STATISTICS_FIRST_DAY, type CostViewMode } from '@/contract/job-costing-rules'
import type { UncostedMachine } from '../../model/uncosted-machines'
import { useNoCostingText } from '../screen/no-costing-text'

interface CostFiltersProps {
  machines: readonly CostMachine[]
  uncosted: readonly UncostedMachine[]
  machineId: number | null
  date: string
  today: string
  mode: CostViewMode
  onMachine: (id: number) => void
  onDate: (day: string) => void
  onMode: (mode: CostViewMode) => void
}

/**
 * The statistics filter bar (spec 002 §2.2): the machines that have consumable types (the user's
 * others after them, disabled, with why they have no job costing), a day no
 * later than today, and the week/month switch. Full width each on a phone.
 */
export function CostFilters(props: CostFiltersProps) {
  const { t } = useLingui()
  const noCosting = useNoCostingText()
  const data = [
    ...props.machines.map((m) => ({ value: String(m.id), label: m.name })),
    // Listed after the costed machines, not choosable, each saying why (issue 29 item 7).
    ...props.uncosted.map((m) => ({
      value: String(m.id),
      label: `${m.name} · ${noCosting(m.reason)}`,
      disabled: true,
    })),
  ]
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-tour="cost-filters">
      <Select
        size="xs"
        label={t`Machine`}
        placeholder={t`Choose a machine`}
        data={data}
        value={props.machineId === null ? null : String(props.machineId)}
        onChange={(value) => value && props.onMachine(Number(value))}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 240 }}
      />
      <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
        <DatePickerInput
          size="xs"
          label={t`Day`}
          value={props.date}
          minDate={COST_STATISTICS_FIRST_DAY}
          maxDate={props.today}
          valueFormat="DD/MM/YYYY"
          onChange={(day) => day && props.onDate(day)}
          w={{ base: '100%', xs: 150 }}
        />
      </DatesProvider>
      <SegmentedControl
        size="xs"
        aria-label={t`Group by`}
        value={props.mode}
        data={[
          { value: 'week', label: t`Week` },
          { value: 'month', label: t`Month` },
        ]}
        onChange={(value) => props.onMode(value === 'week' ? 'week' : 'month')}
      />
    </Group>
  )
}
