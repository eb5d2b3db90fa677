import { useDraggable } from '@dnd-kit/core'
import { useNavigate } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import type { MaintenanceEvent } from '@/contract/maintenance'
import { riskColour, stateColour } from '../labels'

/**
 * True from a drag's start until just after its end: the pointer's release that ends a drag is
 * also a click on the chip, and must not open the work order.
 */
let dragging = false
export const markDragStarted = () => {
  dragging = true
}
export const markDragEnded = () => {
  setTimeout(() => {
    dragging = false
  }, 100)
}

/**
 * A work order in a day: its task and, under it, its machine (and asset), so twenty identical task
 * names on one day still say where each is (issue 29); its risk as the left edge, its state as the
 * fill; draggable when the rules allow a move. The task name wraps to two lines; the whole text is
 * the chip's title and accessible name. Not an <a>: the browser's own link dragging and clicks fight the drag. It still
 * opens with a click or Enter, and Space picks it up (the keyboard sensor).
 */
export function CalendarChip({
  event,
  movable,
  label,
}: {
  event: MaintenanceEvent
  movable: boolean
  label: string
}) {
  const navigate = useNavigate()
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: event.id,
    data: { event },
    disabled: !movable,
  })
  const open = () => navigate({ to: '/maintenance/events/$event', params: { event: String(event.id) } })
  const style = {
    '--chip-risk': `var(--mantine-color-${riskColour(event.risk)}-filled)`,
    '--chip-bg': `var(--mantine-color-${stateColour(event.displayState)}-light)`,
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    zIndex: isDragging ? 10 : undefined,
    position: isDragging ? 'relative' : undefined,
  } as CSSProperties
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <a> would start the browser's own link drag, which cancels dnd-kit's pointer drag.
    <div
      ref={setNodeRef}
      className="pp-cal-chip"
      data-event-id={event.id}
      data-state={event.displayState}
      data-dragging={isDragging}
      data-movable={movable}
      style={style}
      title={label}
      {...listeners}
      {...attributes}
      role="link"
      aria-label={label}
      tabIndex={0}
      onClick={() => {
        if (!dragging) open()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open()
        else listeners?.onKeyDown?.(e)
      }}
    >
      <span className="pp-cal-chip-task">{event.taskName}</span>
      <span className="pp-cal-chip-where">
        {[event.machineName, event.assetName].filter(Boolean).join(' · ')}
      </span>
    </div>
  )
}
