import { useSortable } from '@dnd-kit/sortable'
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Paper, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@/components/icons'
import type { PlantConfigMachine } from '@/contract/plant'
import { GripIcon } from './grip-icon'

interface MachineRowProps {
  machine: PlantConfigMachine
  selected: boolean
  onSelect: () => void
  /** Drag handle and the move buttons shown (administrator, online, no filter). */
  sortable: boolean
  /** One step up (-1) or down (+1); null where that step is not possible. */
  onMove: ((step: -1 | 1) => void) | null
  first: boolean
  last: boolean
}

/**
 * One machine of the list: a button that selects it, and while the list can be reordered a drag
 * handle (pointer, or Space and the arrow keys) and "Move up" / "Move down" buttons.
 */
export function MachineRow({ machine, selected, onSelect, sortable, onMove, first, last }: MachineRowProps) {
  const { t } = useLingui()
  const name = machine.machineName
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: machine.machineId, disabled: !sortable })
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 2 : undefined,
    listStyle: 'none',
  }
  return (
    <li ref={setNodeRef} style={style}>
      <Paper
        withBorder
        px="xs"
        py={6}
        shadow={isDragging ? 'md' : undefined}
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      >
        <Group wrap="nowrap" gap="xs">
          {sortable ? (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
              aria-label={t`Drag ${name}`}
            >
              <GripIcon />
            </ActionIcon>
          ) : null}
          <UnstyledButton onClick={onSelect} aria-pressed={selected} style={{ flex: 1, minWidth: 0 }}>
            <Text component="span" display="block" fw={600} truncate>
              {name}
            </Text>
            <Text component="span" display="block" size="xs" c={selected ? undefined : 'dimmed'} truncate>
              {machine.machineLineName} · {machine.machineModelName}
            </Text>
          </UnstyledButton>
          {sortable && onMove ? (
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={first}
                onClick={() => onMove(-1)}
                aria-label={t`Move ${name} up`}
              >
                <IconChevronDown size={18} style={{ transform: 'rotate(180deg)' }} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={last}
                onClick={() => onMove(1)}
                aria-label={t`Move ${name} down`}
              >
                <IconChevronDown size={18} />
              </ActionIcon>
            </Group>
          ) : null}
        </Group>
      </Paper>
    </li>
  )
}
