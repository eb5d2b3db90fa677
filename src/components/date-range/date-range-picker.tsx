import '@mantine/dates/styles.layer.css'
import { DatePicker, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import { useState } from 'react'
import { plantDay } from '@/lib/format/date'

export interface DateRangePickerProps {
  from: string | null
  to: string | null
  /** The first and last day offered (default: none before, nothing after today). */
  minDate?: string
  maxDate?: string
  /** Both days once the range is complete. */
  onRange: (from: string, to: string) => void
}

/**
 * The calendar of a date range (spec 000 §2.4, spec 001 §2.1): weeks start on Monday, no day
 * after the plant's today unless told, none outside the days the caller allows (the statistics' available
 * dates). Loaded on first use by date-range-filter.tsx: Mantine's dates package is most of a
 * filter bar's code otherwise.
 */
export function DateRangePicker({ from, to, minDate, maxDate, onRange }: DateRangePickerProps) {
  const [value, setValue] = useState<[string | null, string | null]>([from, to])
  return (
    <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
      <DatePicker
        type="range"
        allowSingleDateInRange
        minDate={minDate}
        maxDate={maxDate ?? plantDay()}
        defaultDate={from ?? maxDate ?? undefined}
        value={value}
        onChange={(next) => {
          setValue(next)
          if (next[0] && next[1]) onRange(next[0], next[1])
        }}
      />
    </DatesProvider>
  )
}
