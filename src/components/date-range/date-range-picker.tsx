import '@mantine/dates/styles.layer.css'
import './date-range-picker.css'
import { useLingui } from '@lingui/react/macro'
import { DatePicker, DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { plantDay } from '@/lib/format/date'
import { type DatePresetId, datePresets } from './date-presets'

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
 * dates), with one-tap presets beside it (issue 32; above it on a phone). Loaded on first use by
 * date-range-filter.tsx: Mantine's dates package is most of a filter bar's code otherwise.
 */
export function DateRangePicker({ from, to, minDate, maxDate, onRange }: DateRangePickerProps) {
  const { t } = useLingui()
  const [value, setValue] = useState<[string | null, string | null]>([from, to])
  const last = maxDate ?? plantDay()
  const presets = useMemo(() => {
    const labels: Record<DatePresetId, string> = {
      today: t`Today`,
      yesterday: t`Yesterday`,
      last7: t`Last 7 days`,
      thisMonth: t`This month`,
      lastMonth: t`Last month`,
    }
    return datePresets(plantDay(), { minDate, maxDate: last }).map((p) => ({
      label: labels[p.id],
      value: [p.from, p.to] as [string, string],
    }))
  }, [t, minDate, last])
  return (
    <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
      <DatePicker
        type="range"
        allowSingleDateInRange
        presets={presets}
        classNames={{ datePickerRoot: 'pp-date-presets', presetsList: 'pp-date-presets-list' }}
        minDate={minDate}
        maxDate={last}
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
