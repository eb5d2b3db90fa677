import { useLingui } from '@lingui/react/macro'
import { Button, Group, MultiSelect } from '@mantine/core'
import { CompactMultiSelect } from '@/components/compact-multi-select'
import { activeFilterCount, FiltersPanel } from '@/components/filters-panel'
import type { MaintenanceTaskFormData } from '@/contract/maintenance-tasks'
import type { TaskListFilters } from '../../model/task-form-search'
import { useMaintenanceLabels } from '../labels'

interface TaskFiltersProps {
  data: MaintenanceTaskFormData | undefined
  filters: TaskListFilters
  onChange: (next: TaskListFilters) => void
}

/** The task list's filters (spec 001 §7): machines, assets, types and conditions; folded on phones. */
export function TaskFilters({ data, filters, onChange }: TaskFiltersProps) {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const set = (patch: Partial<TaskListFilters>) => onChange({ ...filters, ...patch })
  const assets = (data?.assets ?? []).filter(
    (a) => !filters.machines?.length || a.machineId === null || filters.machines.includes(a.machineId),
  )
  return (
    <FiltersPanel count={activeFilterCount(filters)}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <CompactMultiSelect
          label={t`Machines`}
          placeholder={filters.machines?.length ? undefined : t`All`}
          options={data?.machines ?? []}
          value={filters.machines}
          onChange={(ids) => set({ machines: ids.length ? ids : undefined })}
          w={{ base: '100%', xs: 220 }}
          size="xs"
        />
        <CompactMultiSelect
          label={t`Assets`}
          placeholder={filters.assets?.length ? undefined : t`All`}
          options={assets}
          value={filters.assets}
          onChange={(ids) => set({ assets: ids.length ? ids : undefined })}
          w={{ base: '100%', xs: 220 }}
          size="xs"
        />
        <MultiSelect
          label={t`Type`}
          placeholder={filters.types?.length ? undefined : t`All`}
          data={(data?.taskTypes ?? []).map((type) => ({ value: type, label: labels.types[type] }))}
          value={filters.types ?? []}
          onChange={(values) => set({ types: values.length ? values : undefined })}
          clearable
          w={{ base: '100%', xs: 200 }}
          size="xs"
        />
        <MultiSelect
          label={t`Machine condition`}
          placeholder={filters.conditions?.length ? undefined : t`All`}
          data={(data?.taskConditions ?? []).map((c) => ({ value: c, label: labels.conditions[c] }))}
          value={filters.conditions ?? []}
          onChange={(values) => set({ conditions: values.length ? values : undefined })}
          clearable
          w={{ base: '100%', xs: 200 }}
          size="xs"
        />
        {activeFilterCount(filters) > 0 ? (
          <Button size="xs" variant="subtle" onClick={() => onChange({})}>
            {t`Clear filters`}
          </Button>
        ) : null}
      </Group>
    </FiltersPanel>
  )
}
