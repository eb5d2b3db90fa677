/** Small display helpers of the offline panels (no date library: the indicator is on every page). */
import { wallParts } from '@/lib/time/plant-zone'

const pad = (n: number) => String(n).padStart(2, '0')

/** HH:mm in the plant's time, as the app writes times (lib/time/plant-zone.ts). */
export function clockTime(ms: number): string {
  const p = wallParts(ms)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** DD/MM/YYYY HH:mm in the plant's time, or only HH:mm when it is the plant's today. */
export function shortDateTime(ms: number, now = Date.now()): string {
  const p = wallParts(ms)
  const today = wallParts(now)
  const time = `${pad(p.hour)}:${pad(p.minute)}`
  if (p.year === today.year && p.month === today.month && p.day === today.day) return time
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${time}`
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
