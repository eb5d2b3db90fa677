import { useLingui } from '@lingui/react/macro'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { MaintenanceTask } from '@/contract/maintenance'
import type { TaskUsage, UsageCounter } from '@/contract/maintenance-usage'
import { formatLength } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import { usageCounterNames } from '../model/task-usage'
import { useMaintenanceLabels } from './labels'

type Recurrence = Pick<MaintenanceTask, 'frequency'> & {
  customFrequencyDays?: number | null
  usage?: TaskUsage | null
}

/**
 * How a task, or a work order by its task, recurs: "Weekly", "Custom · 90 d", "Every 2,500,000 m
 * or 40 orders" (by use, issue 33), "Weekly, or every 400 h". One text for the task list, the work
 * order lists and the work order's facts, so a work order a usage crossing planned (stored with
 * frequency 'none') never reads "One-off" (issue 44).
 */
export function useRecurrenceText() {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const prefs = useUnitPreferences()
  const amount = (counter: UsageCounter, n: number) => {
    const count = formatNumber(n, prefs)
    if (counter === 'meters') return formatLength(n, prefs)
    if (counter === 'hours') return `${count} h`
    return counter === 'orders' ? t`${count} orders` : t`${count} days`
  }
  const calendar = (x: Recurrence) =>
    x.frequency === 'custom' && x.customFrequencyDays
      ? `${labels.frequencies.custom} · ${x.customFrequencyDays} d`
      : labels.frequencies[x.frequency]
  return (x: Recurrence) => {
    if (!x.usage) return calendar(x)
    const usage = x.usage
    // Whichever comes first: "2,500,000 m or 40 orders".
    const list = usageCounterNames
      .flatMap((c) => (usage[c] === null ? [] : [amount(c, usage[c])]))
      .reduce((first, next) => t`${first} or ${next}`)
    if (x.frequency === 'none') return t`Every ${list}`
    const frequency = calendar(x)
    return t`${frequency}, or every ${list}`
  }
}
