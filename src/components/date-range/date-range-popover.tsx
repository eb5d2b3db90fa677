import { Popover } from '@mantine/core'
import type { ReactElement } from 'react'
import { DateRangePicker } from './date-range-picker'

interface DateRangePopoverProps {
  /** The field date-range-filter.tsx draws: the popover's target. */
  target: ReactElement
  opened: boolean
  onChange: (opened: boolean) => void
  from: string | undefined
  to: string | undefined
  minDate?: string
  maxDate?: string
  onRange: (from: string, to: string) => void
}

/** The calendar of the date range filter, with its popover: loaded on the field's first click. */
export default function DateRangePopover({
  target,
  opened,
  onChange,
  from,
  to,
  ...picker
}: DateRangePopoverProps) {
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-start" withinPortal trapFocus>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <DateRangePicker from={from ?? null} to={to ?? null} {...picker} />
      </Popover.Dropdown>
    </Popover>
  )
}
