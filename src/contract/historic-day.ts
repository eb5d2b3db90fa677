/**
 * The historical search's date filters travel as plant-local calendar days written dd.MM.yyyy
 * (spec 000 §7). This is the one parser of that format: the request schema's transform uses it,
 * so the server reads each date once, and the client's encoder checks what it sends with it.
 */

const DAY_RE = /^(\d{2})\.(\d{2})\.(\d{4})$/

function isCalendarDay(year: number, month: number, day: number) {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** dd.MM.yyyy -> yyyy-MM-dd (the SQL date literal), or null when it is not a real day. */
export function parseHistoricDay(value: string): string | null {
  const match = DAY_RE.exec(value.trim())
  if (!match) return null
  const [, d, m, y] = match
  return isCalendarDay(+y, +m, +d) ? `${y}-${m}-${d}` : null
}
