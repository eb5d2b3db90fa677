import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import type { PlantConfigMachine } from '@/contract/plant'
import { type MachineMove, moveBy, moveOnto } from '../model/machine-order'
import { MachineRow } from './machine-row'

interface SortableMachineListProps {
  machines: readonly PlantConfigMachine[]
  selectedId: number | null
  onSelect: (id: number) => void
  /** Drag and the move buttons offered (the whole list, an administrator, online). */
  sortable: boolean
  onMove: (move: MachineMove) => void
}

/**
 * The machine list, reorderable with @dnd-kit: a pointer on the handle (6 px before a drag starts),
 * or the keyboard (Space picks up, arrows move, Space drops, Escape cancels), with what happens
 * read out in the user's language; the move buttons do the same one step at a time.
 */
export function SortableMachineList({
  machines,
  selectedId,
  onSelect,
  sortable,
  onMove,
}: SortableMachineListProps) {
  const { t } = useLingui()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = machines.map((m) => m.machineId)
  const count = ids.length
  const nameOf = (id: number | string) => machines.find((m) => m.machineId === id)?.machineName ?? ''
  const positionOf = (id: number | string) => ids.indexOf(Number(id)) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const name = nameOf(active.id)
      return t`Picked up ${name}.`
    },
    onDragOver: ({ active, over }) => {
      const name = nameOf(active.id)
      if (!over) return t`${name} is not over the list.`
      const position = positionOf(over.id)
      return t`${name} is over position ${position} of ${count}.`
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id)
      if (!over) return t`${name} was dropped outside the list.`
      const position = positionOf(over.id)
      return t`${name} was dropped at position ${position} of ${count}.`
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active.id)
      return t`Moving ${name} was cancelled.`
    },
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = over ? moveOnto(ids, Number(active.id), Number(over.id)) : null
    if (move) onMove(move)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To pick up a machine, press Space. Move it with the up and down arrow keys, press Space again to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!sortable}>
        <Stack component="ul" gap={6} p={0} m={0} aria-label={t`Machines`}>
          {machines.map((m, i) => (
            <MachineRow
              key={m.machineId}
              machine={m}
              selected={m.machineId === selectedId}
              onSelect={() => onSelect(m.machineId)}
              sortable={sortable}
              onMove={(step) => {
                const move = moveBy(ids, m.machineId, step)
                if (move) onMove(move)
              }}
              first={i === 0}
              last={i === count - 1}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  )
}
