import '@mantine/dates/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { Button, Group, MultiSelect } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import { CompactMultiSelect } from '@/components/compact-multi-select'
import { useOpenOnMount } from '@/components/deferred-filter-bar'
import type { MaintenanceData } from '@/contract/maintenance'
import type { Frequency } from '@/contract/maintenance-recurrence'
import type { MaintenanceFilters } from '../../model/list-search'
import { useMaintenanceLabels } from '../labels'

export interface EventFiltersProps {
  data: MaintenanceData | undefined
  filters: MaintenanceFilters
  onChange: (next: MaintenanceFilters) => void
  /** The all list also filters by state. */
  withStates?: boolean
}

/**
 * The work-order filters of spec 001 §7: machines, assets, operators, frequencies and days. A user
 * below the manager level is offered only their own operator entry (the server lists only them).
 * Loaded when the user reaches for the bar (event-filters.tsx); `opening` is the field clicked then.
 */
export function EventFilterFields({
  data,
  filters,
  onChange,
  withStates = false,
  opening,
}: EventFiltersProps & { opening: string | null }) {
  const { t } = useLingui()
  const fieldsRef = useOpenOnMount<HTMLDivElement>(opening)
  const labels = useMaintenanceLabels()
  const set = (patch: Partial<MaintenanceFilters>) => onChange({ ...filters, ...patch })
  const assets = (data?.assets ?? []).filter(
    (a) => !filters.machines?.length || a.machineId === null || filters.machines.includes(a.machineId),
  )
  const range: [string | null, string | null] = [filters.from ?? null, filters.to ?? null]
  const empty = Object.values(filters).every((value) => value === undefined)
  return (
    <Group ref={fieldsRef} gap="xs" align="flex-end" wrap="wrap">
      <CompactMultiSelect
        label={t`Machines`}
        data-filter-key="machines"
        placeholder={filters.machines?.length ? undefined : t`All`}
        options={data?.machines ?? []}
        value={filters.machines}
        onChange={(ids) => set({ machines: ids.length ? ids : undefined })}
        w={{ base: '100%', xs: 220 }}
        size="xs"
      />
      <CompactMultiSelect
        label={t`Assets`}
        data-filter-key="assets"
        placeholder={filters.assets?.length ? undefined : t`All`}
        options={assets}
        value={filters.assets}
        onChange={(ids) => set({ assets: ids.length ? ids : undefined })}
        w={{ base: '100%', xs: 200 }}
        size="xs"
      />
      <CompactMultiSelect
        label={t`Operators`}
        data-filter-key="operators"
        placeholder={filters.operators?.length ? undefined : t`All`}
        options={data?.operators ?? []}
        value={filters.operators}
        onChange={(ids) => set({ operators: ids.length ? ids : undefined })}
        w={{ base: '100%', xs: 200 }}
        size="xs"
      />
      <MultiSelect
        label={t`Frequencies`}
        data-filter-key="frequencies"
        placeholder={filters.frequencies?.length ? undefined : t`All`}
        data={(data?.frequencies ?? []).map((f) => ({ value: f, label: labels.frequencies[f] }))}
        value={filters.frequencies ?? []}
        onChange={(values) => set({ frequencies: values.length ? (values as Frequency[]) : undefined })}
        clearable
        w={{ base: '100%', xs: 200 }}
        size="xs"
      />
      <MultiSelect
        label={t`Risk`}
        data-filter-key="risks"
        placeholder={filters.risks?.length ? undefined : t`All`}
        data={[0, 1, 2, 3, 4, 5].map((r) => ({
          value: String(r),
          label: `${r} · ${labels.riskMeaning[r]}`,
        }))}
        value={(filters.risks ?? []).map(String)}
        onChange={(values) => set({ risks: values.length ? values.map(Number) : undefined })}
        clearable
        w={{ base: '100%', xs: 200 }}
        size="xs"
      />
      {withStates ? (
        <MultiSelect
          label={t`State`}
          data-filter-key="states"
          placeholder={filters.states?.length ? undefined : t`All`}
          data={[1, 2, 3, 4].map((s) => ({
            value: String(s),
            label:
              s === 1 ? t({ message: 'Open', context: 'work-order state: not closed' }) : labels.states[s],
          }))}
          value={(filters.states ?? []).map(String)}
          onChange={(values) => set({ states: values.length ? values.map(Number) : undefined })}
          clearable
          w={{ base: '100%', xs: 180 }}
          size="xs"
        />
      ) : null}
      <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          label={t`Days`}
          data-filter-key="days"
          placeholder={t`Any day`}
          value={range}
          allowSingleDateInRange
          clearable
          valueFormat="DD/MM/YYYY"
          onChange={([from, to]) => {
            if ((from && to) || (!from && !to)) set({ from: from ?? undefined, to: to ?? undefined })
          }}
          w={{ base: '100%', xs: 230 }}
          size="xs"
        />
      </DatesProvider>
      {empty ? null : (
        <Button size="xs" variant="subtle" onClick={() => onChange({})}>
          {t`Clear filters`}
        </Button>
      )}
    </Group>
  )
}
