import { useLingui } from '@lingui/react/macro'
import { Card, Group, Stack, Text, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import { DeferredSelect } from '@/components/deferred-select'
import { IconSearch } from '@/components/icons'
import type { PlantConfigMachine } from '@/contract/plant'
import { feedbackMessage } from '@/lib/messages/feedback'
import { filterMachines, linesOf, type MachineFilter, reorderBlock } from '../model/machine-filter'
import type { MachineMove } from '../model/machine-order'
import { SortableMachineList } from './sortable-machine-list'

interface MachineListPanelProps {
  machines: readonly PlantConfigMachine[]
  filter: MachineFilter
  onFilter: (filter: MachineFilter) => void
  selectedId: number | null
  onSelect: (id: number) => void
  /** Why nobody may reorder now whatever the filters (not an administrator, offline), or null. */
  writeBlock: string | null
  onMove: (move: MachineMove) => void
}

/**
 * The machine list (spec 002 §2.4 right side, §4): a product-line filter of the lines the machines
 * have and a search; reorderable only over the whole list, since a position counts in it.
 */
export function MachineListPanel(props: MachineListPanelProps) {
  const { machines, filter, onFilter, selectedId, onSelect, writeBlock, onMove } = props
  const { t, i18n } = useLingui()
  const lines = useMemo(() => linesOf(machines), [machines])
  const shown = useMemo(() => filterMachines(machines, filter), [machines, filter])
  const block = reorderBlock(filter)
  const reason =
    writeBlock ??
    (block === 'line'
      ? t`Clear the line filter to reorder the machines: positions count in the whole list.`
      : block === 'search'
        ? t`Clear the search to reorder the machines: positions count in the whole list.`
        : null)

  return (
    <Card withBorder padding="md" component="section" aria-label={t`Machines`}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DeferredSelect
            label={t`Product line`}
            placeholder={t`All lines`}
            data={lines.map((l) => ({ value: String(l.id), label: l.name }))}
            value={filter.lineId === null ? null : String(filter.lineId)}
            onChange={(v) => onFilter({ ...filter, lineId: v === null ? null : Number(v) })}
            clearable
            style={{ flex: '1 1 10rem' }}
          />
          <TextInput
            label={t`Search`}
            placeholder={t`Name, serial number or model`}
            leftSection={<IconSearch size={16} />}
            value={filter.search}
            onChange={(e) => onFilter({ ...filter, search: e.currentTarget.value })}
            type="search"
            style={{ flex: '2 1 12rem' }}
          />
        </Group>
        {reason ? (
          <Text size="sm" c="dimmed">
            {reason}
          </Text>
        ) : null}
        {shown.length === 0 ? (
          <Text size="sm">{feedbackMessage('NO_DATA_FILTERS', i18n)}</Text>
        ) : (
          <SortableMachineList
            machines={shown}
            selectedId={selectedId}
            onSelect={onSelect}
            sortable={reason === null}
            onMove={onMove}
          />
        )}
      </Stack>
    </Card>
  )
}
