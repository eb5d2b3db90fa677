import '@mantine/dates/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import { useState } from 'react'
import { DATE_FORMAT } from '@/lib/format/date'

interface DateRangeFilterProps {
  from: string | undefined
  to: string | undefined
  /** Both days (yyyy-MM-dd) once the range is complete, or nulls when cleared. */
  onCommit: (from: string | null, to: string | null) => void
}

/**
 * The date range (spec 000 §2.4): weeks start on Monday, day-month-year, no day after today, a
 * clear button. The list refetches when the range is complete or cleared, not on its first click.
 */
export function DateRangeFilter({ from, to, onCommit }: DateRangeFilterProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null)
  const value: [string | null, string | null] = draft ?? [from ?? null, to ?? null]
  return (
    <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        size="xs"
        label={t`Dates`}
        placeholder={t`All dates`}
        valueFormat={DATE_FORMAT}
        maxDate={dayjs().format('YYYY-MM-DD')}
        clearable
        allowSingleDateInRange
        value={value}
        onChange={(next) => {
          const [start, end] = next
          if (start && end) {
            setDraft(null)
            onCommit(start, end)
          } else if (!start && !end) {
            setDraft(null)
            onCommit(null, null)
          } else setDraft([start, end])
        }}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  )
}
