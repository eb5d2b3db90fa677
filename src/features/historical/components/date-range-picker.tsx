import '@mantine/dates/styles.layer.css'
import { DatePicker, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import { useState } from 'react'

interface DateRangePickerProps {
  from: string | null
  to: string | null
  /** Both days once the range is complete. */
  onRange: (from: string, to: string) => void
}

/**
 * The calendar of the date range (spec 000 §2.4): weeks start on Monday, no day after today.
 * Loaded on first use by date-range-filter.tsx: Mantine's dates package is most of the
 * historical screen's code otherwise.
 */
export function DateRangePicker({ from, to, onRange }: DateRangePickerProps) {
  const [value, setValue] = useState<[string | null, string | null]>([from, to])
  return (
    <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
      <DatePicker
        type="range"
        allowSingleDateInRange
        maxDate={dayjs().format('YYYY-MM-DD')}
        defaultDate={from ?? undefined}
        value={value}
        onChange={(next) => {
          setValue(next)
          if (next[0] && next[1]) onRange(next[0], next[1])
        }}
      />
    </DatesProvider>
  )
}
