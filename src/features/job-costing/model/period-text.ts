import { type CostViewMode, costPeriodLabel } from '@/contract/job-costing-rules'

/**
 * The x label of a statistics bar (spec 002 §9: "week number and year, or month and year"): the
 * label data comes from the shared rule, the words from the screen: a week through its translated
 * pattern, a month by its short name in the interface language.
 */
export interface PeriodWords {
  /** e.g. (12, 2026) => 'W12 2026', translated by the caller. */
  week: (week: number, year: number) => string
  /** The interface language, as Lingui names it (en_EN, es_ES...). */
  locale: string
}

const monthFormats = new Map<string, Intl.DateTimeFormat>()

function monthFormat(locale: string): Intl.DateTimeFormat {
  let format = monthFormats.get(locale)
  if (!format) {
    const tag = locale.replace('_', '-')
    let resolved: string
    try {
      resolved = Intl.DateTimeFormat.supportedLocalesOf([tag]).length ? tag : 'en'
    } catch {
      resolved = 'en'
    }
    format = new Intl.DateTimeFormat(resolved, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    monthFormats.set(locale, format)
  }
  return format
}

/** The label of the period starting on `day`; the day itself when it is not a real day. */
export function periodText(day: string, mode: CostViewMode, words: PeriodWords): string {
  const label = costPeriodLabel(day, mode)
  if (!label) return day
  if ('week' in label) return words.week(label.week, label.year)
  return monthFormat(words.locale).format(Date.UTC(label.year, label.month - 1, 1))
}
