import { useLingui } from '@lingui/react/macro'
import { Group, Select } from '@mantine/core'
import { DateRangeFilter } from '@/components/date-range/date-range-filter'
import type { StatisticsMachine } from '@/contract/statistics'
import type { AvailableDays } from '../../api/get-available-dates'
import type { InactivitySearch } from '../../model/inactivity-search'

interface InactivityFiltersProps {
  machines: StatisticsMachine[]
  search: InactivitySearch
  available: AvailableDays | undefined
  onSearch: (next: InactivitySearch) => void
}

/** One machine and the days (spec 001 §2.2), the days limited to those with data. */
export function InactivityFilters({ machines, search, available, onSearch }: InactivityFiltersProps) {
  const { t } = useLingui()
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        size="xs"
        label={t`Machine`}
        placeholder={t`Choose a machine`}
        searchable
        w={240}
        maw="100%"
        data={machines.map((m) => ({ value: String(m.id), label: m.name }))}
        value={search.machine === undefined ? null : String(search.machine)}
        onChange={(value) => onSearch({ ...search, machine: value ? Number(value) : undefined })}
      />
      <DateRangeFilter
        from={search.from}
        to={search.to}
        minDate={available?.first ?? undefined}
        maxDate={available?.last ?? undefined}
        placeholder={t`Choose the dates`}
        onCommit={(from, to) => onSearch({ ...search, from: from ?? undefined, to: to ?? undefined })}
      />
    </Group>
  )
}
