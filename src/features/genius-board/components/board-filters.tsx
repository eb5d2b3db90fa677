import { useLingui } from '@lingui/react/macro'
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { DeferredSelect } from '@/components/deferred-select'
import { activeFilterCount, FiltersPanel } from '@/components/filters-panel'
import { IconSearch } from '@/components/icons'
import type { BoardMachine } from '@/contract/genius-board'
import { type BoardSearch, type BoardStateFilter, boardStateFilters } from '../model/board-search'
import { useBoardLabels } from './board-labels'

interface BoardFiltersProps {
  machines: readonly BoardMachine[]
  filters: BoardSearch
  onChange: (next: BoardSearch) => void
}

const ALL = 'all'

/**
 * The list's filters, all in the URL: machine, state (a segmented control on wide screens, a
 * select on phones, where the filters fold behind one button) and the search words, sent 300 ms
 * after the last key.
 */
export function BoardFilters({ machines, filters, onChange }: BoardFiltersProps) {
  const { t } = useLingui()
  const { states } = useBoardLabels()
  const [input, setInput] = useState(filters.q ?? '')
  const [typed] = useDebouncedValue(input.trim(), 300)
  const clearProps = { 'aria-label': t`Clear` }
  const set = (patch: Partial<BoardSearch>) => onChange({ ...filters, ...patch })

  // The typed words reach the URL once the user pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing sends
  useEffect(() => {
    if ((typed || undefined) !== filters.q) set({ q: typed || undefined })
  }, [typed])
  // A URL changed elsewhere (back, "Clear filters") shows in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only
  useEffect(() => {
    if ((input.trim() || undefined) !== filters.q) setInput(filters.q ?? '')
  }, [filters.q])

  const stateOptions = [
    { value: ALL, label: t`All` },
    ...boardStateFilters.map((s) => ({ value: s, label: states[s] })),
  ]
  const onState = (value: string | null) =>
    set({ state: value === null || value === ALL ? undefined : (value as BoardStateFilter) })

  return (
    <FiltersPanel count={activeFilterCount(filters)}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t`Search`}
          placeholder={t`Reference, job or customer`}
          leftSection={<IconSearch size={16} />}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          maxLength={100}
          size="xs"
          w={{ base: '100%', xs: 240 }}
        />
        <DeferredSelect
          label={t`Machine`}
          placeholder={t`All`}
          data={machines.map((m) => ({ value: String(m.id), label: m.name }))}
          value={filters.machine === undefined ? null : String(filters.machine)}
          onChange={(value) => set({ machine: value === null ? undefined : Number(value) })}
          clearable
          clearButtonProps={clearProps}
          size="xs"
          w={{ base: '100%', xs: 200 }}
        />
        <DeferredSelect
          hiddenFrom="lg"
          label={t`State`}
          data={stateOptions}
          value={filters.state ?? ALL}
          onChange={onState}
          allowDeselect={false}
          size="xs"
          w={{ base: '100%', xs: 200 }}
        />
        <SegmentedControl
          visibleFrom="lg"
          aria-label={t`State`}
          data={stateOptions}
          value={filters.state ?? ALL}
          onChange={onState}
          size="xs"
        />
        {activeFilterCount(filters) > 0 ? (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onChange({ machine: undefined, state: undefined, q: undefined })}
          >
            {t`Clear filters`}
          </Button>
        ) : null}
      </Group>
    </FiltersPanel>
  )
}
