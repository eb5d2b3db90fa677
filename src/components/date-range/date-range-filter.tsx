import { useLingui } from '@lingui/react/macro'
import { CloseButton, TextInput } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { formatDate } from '@/lib/format/date'

const loadPopover = () => import('./date-range-popover')
const DateRangePopover = lazy(loadPopover)
const warm = () => void loadPopover().catch(() => undefined)

interface DateRangeFilterProps {
  from: string | undefined
  to: string | undefined
  /** The days offered (the statistics' available dates); default: up to today. */
  minDate?: string
  maxDate?: string
  /** Shown while no range is chosen (default "All dates"). */
  placeholder?: string
  /** Both days (yyyy-MM-dd) once the range is complete, or nulls when cleared. */
  onCommit: (from: string | null, to: string | null) => void
}

/**
 * A date range filter (spec 000 §2.4, spec 001 §2.1): shows the range day-month-year, opens the
 * calendar on click, has a clear button. The caller acts when the range is complete or cleared,
 * not on its first click. Its texts are in the `production` catalog (lingui.config.ts).
 */
export function DateRangeFilter({ from, to, minDate, maxDate, placeholder, onCommit }: DateRangeFilterProps) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const [used, setUsed] = useState(false)
  const shown = from && to ? `${formatDate(from)} – ${formatDate(to)}` : ''
  const input = (
    <TextInput
      size="xs"
      miw={215}
      label={t`Dates`}
      placeholder={placeholder ?? t`All dates`}
      value={shown}
      readOnly
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => {
        setUsed(true)
        setOpened((o) => !o)
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown') return
        setUsed(true)
        setOpened(true)
      }}
      role="combobox"
      aria-haspopup="dialog"
      aria-expanded={opened}
      styles={{ input: { cursor: 'pointer' } }}
      rightSection={
        shown ? (
          // 28 px: the 22 px button was under WCAG 2.5.8's 24 px beside the field (issue 44).
          <CloseButton size="md" aria-label={t`Clear dates`} onClick={() => onCommit(null, null)} />
        ) : null
      }
    />
  )
  // The popover and its calendar load on the first click (a first screen's filter bar need not
  // carry the positioning library, issue 30); the field stays in place meanwhile.
  if (!used) return input
  return (
    <Suspense fallback={input}>
      <DateRangePopover
        target={input}
        opened={opened}
        onChange={setOpened}
        from={from}
        to={to}
        minDate={minDate}
        maxDate={maxDate}
        onRange={(start, end) => {
          setOpened(false)
          onCommit(start, end)
        }}
      />
    </Suspense>
  )
}
