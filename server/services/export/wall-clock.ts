/**
 * Excel dates carry no time zone: a cell shows the wall-clock time it holds. An instant is turned
 * into the plant's local wall-clock time, stored as that same time in UTC (which exceljs writes as is).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function partsIn(timeZone: string) {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

export function wallClock(instant: string | Date | null, timeZone: string): Date | null {
  if (instant === null || instant === '') return null
  const date = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(date.getTime())) return null
  const p = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  )
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second))
}
