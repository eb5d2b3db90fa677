import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ForecastItem } from '../../model/task-usage'

/**
 * A usage task's forecast in a day (issue 33): dashed and unfilled, since it is not a work order
 * but the day the machine's recent rate reaches a threshold; it opens the task.
 */
export function ForecastChip({ item }: { item: ForecastItem }) {
  const { t } = useLingui()
  const { taskName, machineName } = item
  // The visible text is the accessible name; the title says the rest on hover.
  const label = t`Expected around this day: ${taskName} · ${machineName}`
  return (
    <Link
      to="/maintenance/tasks/$task"
      params={{ task: String(item.taskId) }}
      className="pp-cal-forecast"
      title={label}
    >
      <span className="pp-cal-chip-task">{t`Expected: ${taskName}`}</span>
      <span className="pp-cal-chip-where">{machineName}</span>
    </Link>
  )
}
