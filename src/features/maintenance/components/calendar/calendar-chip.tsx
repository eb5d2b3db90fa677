import { useDraggable } from '@dnd-kit/core'
import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import type { MaintenanceEvent } from '@/contract/maintenance'
import { riskColour, stateColour } from '../labels'

/** A work order in a day: its risk as the left edge, its state as the fill; draggable when the rules allow a move. */
export function CalendarChip({
  event,
  movable,
  label,
}: {
  event: MaintenanceEvent
  movable: boolean
  label: string
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: event.id,
    data: { event },
    disabled: !movable,
  })
  const style = {
    '--chip-risk': `var(--mantine-color-${riskColour(event.risk)}-filled)`,
    '--chip-bg': `var(--mantine-color-${stateColour(event.displayState)}-light)`,
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    zIndex: isDragging ? 10 : undefined,
    position: isDragging ? 'relative' : undefined,
  } as CSSProperties
  return (
    <Link
      ref={setNodeRef}
      to="/maintenance/events/$event"
      params={{ event: String(event.id) }}
      className="pp-cal-chip"
      data-state={event.displayState}
      data-dragging={isDragging}
      data-movable={movable}
      style={style}
      title={label}
      {...listeners}
      {...attributes}
      // The link's own role and focus: Enter opens it, Space picks it up (see the keyboard sensor).
      role="link"
    >
      {event.taskName}
    </Link>
  )
}
