import { useLingui } from '@lingui/react/macro'
import { Button, Popover, Text } from '@mantine/core'
import type { MaintenanceEvent } from '@/contract/maintenance'
import { CalendarChip } from './calendar-chip'

interface DayMoreProps {
  /** The day's name, as its cell says it. */
  dayLabel: string
  /** The work orders the cell had no room for. */
  hidden: MaintenanceEvent[]
  labelOf: (event: MaintenanceEvent) => string
}

/**
 * A crowded day's count ("+18 more") that opens the work orders the cell has no room for (issue
 * 29), each a chip that opens its work order. They are not dragged from here: the list lies over
 * the grid, so a drag would start over the days it hides.
 */
export function DayMore({ dayLabel, hidden, labelOf }: DayMoreProps) {
  const { t } = useLingui()
  const count = hidden.length
  return (
    <Popover position="bottom-start" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button
          className="pp-cal-more"
          size="compact-xs"
          variant="subtle"
          aria-label={t`${count} more work orders on ${dayLabel}`}
          // A click on the count opens the list, never selects or drops onto the day behind it.
          onClick={(e) => e.stopPropagation()}
        >
          {t`+${count} more`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" fw={600} mb={4}>
          {dayLabel}
        </Text>
        <div className="pp-cal-more-list">
          {hidden.map((e) => (
            <CalendarChip key={e.id} event={e} movable={false} label={labelOf(e)} />
          ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  )
}
