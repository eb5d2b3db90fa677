/** Small display helpers of the offline panels (no date library: the indicator is on every page). */

const pad = (n: number) => String(n).padStart(2, '0')

/** HH:mm in the device's time, as the app writes times. */
export function clockTime(ms: number): string {
  const date = new Date(ms)
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** DD/MM/YYYY HH:mm, or only HH:mm when it is today. */
export function shortDateTime(ms: number, now = Date.now()): string {
  const date = new Date(ms)
  const today = new Date(now)
  if (date.toDateString() === today.toDateString()) return clockTime(ms)
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${clockTime(ms)}`
}

export function formatBytes(bytes: number, locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`
}
