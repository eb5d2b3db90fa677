/**
 * Number formats of the statistics and inactivity screens (spec 001 §9): time as hours:minutes and
 * ink to 4 decimals. Pure and locale-free: the screen adds units and translations.
 *
 * Time: hours are not wrapped at 24 (a week's turning time reads "112:30"), and minutes are
 * truncated, not rounded, so a bar never shows a minute that did not pass and parts never add up
 * to more than their total. A negative or missing duration reads "0:00".
 */

/** Seconds as h:mm: 3725 → '1:02', 90061 → '25:01'. */
export function hoursMinutes(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0:00'
  const minutes = Math.floor(seconds / 60)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

/** Liters of ink to 4 decimals ('0.0000' rather than '-0.0000' for a tiny negative; NaN reads 0). */
export function ink(liters: number): string {
  if (!Number.isFinite(liters)) return (0).toFixed(4)
  const text = liters.toFixed(4)
  return Number(text) === 0 ? (0).toFixed(4) : text
}
