import './calendar.css'
import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import type { MaintenanceEvent } from '@/contract/maintenance'
import type { MaintenanceActor } from '@/contract/maintenance-rules'
import { formatDate } from '@/lib/format/date'
import { byDay, canMove } from '../../model/calendar'
import type { CalendarView } from '../../model/calendar-search'
import type { ForecastItem } from '../../model/task-usage'
import { riskColour, useMaintenanceLabels } from '../labels'
import { CalendarChip } from './calendar-chip'
import { DayCell } from './day-cell'
import { DayMore } from './day-more'
import { ForecastChip } from './forecast-chip'

interface CalendarGridProps {
  view: CalendarView
  days: string[]
  month: string
  today: string
  events: MaintenanceEvent[]
  actor: MaintenanceActor
  /** Phones show dots; a tapped day lists its work orders under the grid. */
  compact: boolean
  selected: string | null
  onSelect: (day: string) => void
  weekdayNames: string[]
  /** Usage tasks' forecasts by day (issue 33): "expected around", drawn after the work orders. */
  forecasts?: Map<string, ForecastItem[]>
}

/** Chips a day shows before the rest go under "+N more" (a chip is two or three lines). */
const MAX_CHIPS = { month: 3, week: 6 } as const

/** The days of a month or week with their work orders placed by date, coloured by risk and state. */
export function CalendarGrid(props: CalendarGridProps) {
  const { view, days, month, today, events, actor, compact, selected, onSelect, weekdayNames, forecasts } =
    props
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const placed = byDay(events)
  const limit = MAX_CHIPS[view]
  const labelOf = (e: MaintenanceEvent) =>
    [e.taskName, e.machineName, e.assetName, labels.states[e.displayState], `${t`risk`} ${e.risk}`]
      .filter(Boolean)
      .join(' · ')
  return (
    <section className={`pp-cal-grid ${view === 'week' ? 'pp-cal-week' : ''}`} aria-label={t`Calendar`}>
      {weekdayNames.map((name) => (
        // Each day names its date for assistive technology; the weekday row is for the eye.
        <div key={name} className="pp-cal-head" aria-hidden>
          {name}
        </div>
      ))}
      {days.map((day) => {
        const list = placed.get(day) ?? []
        const label = `${formatDate(day)}: ${list.length}`
        return (
          <DayCell
            key={day}
            day={day}
            outside={view === 'month' && day.slice(0, 7) !== month}
            past={day < today}
            today={day === today}
            selected={selected === day}
            label={label}
            onSelect={() => onSelect(day)}
          >
            {compact ? (
              <span className="pp-cal-dots" aria-hidden>
                {list.slice(0, 9).map((e) => (
                  <span
                    key={e.id}
                    className="pp-cal-dot"
                    style={
                      { '--chip-risk': `var(--mantine-color-${riskColour(e.risk)}-filled)` } as CSSProperties
                    }
                  />
                ))}
              </span>
            ) : (
              <>
                {list.slice(0, limit).map((e) => (
                  <CalendarChip key={e.id} event={e} movable={canMove(actor, e)} label={labelOf(e)} />
                ))}
                {list.length > limit ? (
                  <DayMore dayLabel={formatDate(day)} hidden={list.slice(limit)} labelOf={labelOf} />
                ) : null}
                {/* Only where the day has room below its work orders: a forecast, which may arrive after
                    them, never makes a week taller than a full day and moves no chip under a drag. */}
                {(forecasts?.get(day) ?? []).slice(0, Math.max(0, limit - list.length)).map((f) => (
                  <ForecastChip key={f.taskId} item={f} />
                ))}
              </>
            )}
          </DayCell>
        )
      })}
    </section>
  )
}
