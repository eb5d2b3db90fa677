import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack } from '@mantine/core'
import type { IdOption } from '@/components/compact-multi-select'
import { DateRangeFilter } from '@/components/date-range/date-range-filter'
import { DeferredMultiSelect } from '@/components/deferred-select'
import { historicMaterialOptions, historicProgressOptions } from '@/contract/historic-pages'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import type { HistoricalFilters } from '../model/search-params'
import { SizeFilter } from './size-filter'
import { TextFilter } from './text-filter'

export interface FilterOptions {
  lines: readonly IdOption[]
  machines: readonly IdOption[]
  customers: readonly IdOption[]
  operators: readonly IdOption[]
}

interface HistoricalFiltersProps {
  filters: HistoricalFilters
  options: FilterOptions
  showFormat: boolean
  /** Width and format are typed in the user's unit. */
  prefs: UnitPreferences
  onChange: <K extends keyof HistoricalFilters>(key: K, value: HistoricalFilters[K] | null) => void
  onDates: (from: string | null, to: string | null) => void
}

const progressOptions = historicProgressOptions.map((o) => ({ id: o.id, name: o.label }))

/**
 * The 11 filters in the spec's order over two rows (spec 000 §2.4): the first five, then from
 * Progress on (the spec's "from the seventh" would leave Progress out). Format only for flexo or
 * offset lines.
 */
export function HistoricalFiltersBar({
  filters,
  options,
  showFormat,
  prefs,
  onChange,
  onDates,
}: HistoricalFiltersProps) {
  const { t } = useLingui()
  const size = 'xs'
  return (
    <Stack gap="xs" component="section" aria-label={t`Search filters`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs" verticalSpacing="xs">
        <DeferredMultiSelect
          size={size}
          label={t`Machine line`}
          placeholder={t`All`}
          options={options.lines}
          value={filters.machineLine}
          onChange={(v) => onChange('machineLine', v)}
        />
        <DeferredMultiSelect
          size={size}
          label={t`Machine`}
          placeholder={t`All`}
          options={options.machines}
          value={filters.machine}
          onChange={(v) => onChange('machine', v)}
        />
        <DeferredMultiSelect
          size={size}
          label={t`Customer`}
          placeholder={t`All`}
          options={options.customers}
          value={filters.customer}
          onChange={(v) => onChange('customer', v)}
        />
        <TextFilter
          size={size}
          label={t`Reference`}
          placeholder={t`Contains…`}
          value={filters.order}
          onCommit={(v) => onChange('order', v)}
        />
        <TextFilter
          size={size}
          label={t`Job`}
          placeholder={t`Contains…`}
          value={filters.job}
          onCommit={(v) => onChange('job', v)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: showFormat ? 6 : 5 }} spacing="xs" verticalSpacing="xs">
        <DeferredMultiSelect
          size={size}
          label={t`Progress`}
          placeholder={t`All`}
          options={progressOptions}
          value={filters.progress}
          onChange={(v) => onChange('progress', v)}
        />
        <DeferredMultiSelect
          size={size}
          label={t`Operator`}
          placeholder={t`All`}
          options={options.operators}
          value={filters.operator}
          onChange={(v) => onChange('operator', v)}
        />
        <DeferredMultiSelect
          size={size}
          label={t`Material`}
          placeholder={t`All`}
          options={historicMaterialOptions}
          value={filters.material}
          onChange={(v) => onChange('material', v)}
        />
        <SizeFilter
          kind="width"
          size={size}
          prefs={prefs}
          value={filters.width}
          onCommit={(v) => onChange('width', v)}
        />
        {showFormat ? (
          <SizeFilter
            kind="format"
            size={size}
            prefs={prefs}
            value={filters.format}
            onCommit={(v) => onChange('format', v)}
          />
        ) : null}
        <DateRangeFilter from={filters.from} to={filters.to} onCommit={onDates} />
      </SimpleGrid>
    </Stack>
  )
}
