import { useViewportSize } from '@mantine/hooks'
import { useRef } from 'react'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import type { MachineView } from '@/lib/production/machine-view'
import { gridColumns } from '../model/grid-columns'
import { progressAnimationMs } from '../model/progress-animation'
import { MachineCard } from './machine-card'

interface MachineGridProps {
  views: readonly MachineView[]
  prefs: UnitPreferences
  showAdminInfo: boolean
  dataUpdatedAt: number
  /** The page's ticking clock (stop durations). */
  now: number
  onShowInfo: (view: MachineView) => void
  /** What the machine's current stop has cost so far, formatted; null when not shown. */
  stopCostOf: (view: MachineView) => string | null
}

/** The grid view: 1-4 cards a row by screen width; the info modal only above 768 px (spec 000 §2.3). */
export function MachineGrid({
  views,
  prefs,
  showAdminInfo,
  dataUpdatedAt,
  now,
  onShowInfo,
  stopCostOf,
}: MachineGridProps) {
  const { width } = useViewportSize()
  // The gap between the last two updates decides how fast the progress bars move (§4.1).
  const updates = useRef({ previous: 0, current: dataUpdatedAt })
  if (updates.current.current !== dataUpdatedAt) {
    updates.current = { previous: updates.current.current, current: dataUpdatedAt }
  }
  const animationMs = progressAnimationMs(updates.current.previous, updates.current.current)
  const columns = gridColumns(width || window.innerWidth)
  const infoEnabled = (width || window.innerWidth) > 768
  return (
    <div className="pp-machine-grid" style={{ '--pp-grid-columns': columns } as React.CSSProperties}>
      {views.map((view) => (
        <MachineCard
          key={view.record.machineId}
          view={view}
          prefs={prefs}
          showAdminInfo={showAdminInfo}
          animationMs={animationMs}
          now={now}
          onShowInfo={infoEnabled ? () => onShowInfo(view) : null}
          stopCost={stopCostOf(view)}
        />
      ))}
    </div>
  )
}
