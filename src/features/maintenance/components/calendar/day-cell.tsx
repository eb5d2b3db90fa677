import { useDroppable } from '@dnd-kit/core'
import type { ReactNode } from 'react'

interface DayCellProps {
  day: string
  outside: boolean
  past: boolean
  today: boolean
  selected: boolean
  label: string
  onSelect: () => void
  children: ReactNode
}

/** One day of the grid: a drop target (the rules decide whether a drop is accepted) and, on phones, a button. */
export function DayCell({ day, outside, past, today, selected, label, onSelect, children }: DayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: day })
  return (
    // biome-ignore lint/a11y/useSemanticElements: a day holds links (its work orders), so it cannot be a <fieldset> or <button>.
    <div
      ref={setNodeRef}
      className="pp-cal-day"
      data-day={day}
      data-outside={outside}
      data-past={past}
      data-today={today}
      data-over={isOver}
      data-selected={selected}
      role="group"
      aria-label={label}
      onClick={(e) => {
        if (!(e.target as Element).closest('a')) onSelect()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) onSelect()
      }}
      tabIndex={-1}
    >
      <span className="pp-cal-num">{Number(day.slice(8))}</span>
      {children}
    </div>
  )
}
