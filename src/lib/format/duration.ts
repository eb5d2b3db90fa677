import { NOT_AVAILABLE } from './display'
import { isPresentNumber, MISSING } from './number'

/**
 * Seconds as hours:minutes ('1:02' for 3725 s; hours are not capped, so 100 h is '100:00').
 * Seconds are dropped, not rounded, as a clock does. Negative values (the machine's -1) show 'N/A'.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (!isPresentNumber(seconds)) return MISSING
  if (seconds < 0) return NOT_AVAILABLE
  const totalMinutes = Math.floor(seconds / 60)
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  return `${hours}:${String(minutes).padStart(2, '0')}`
}

/** The symbols of the hour and the minute in the reader's language (Russian writes ч, мин). */
export interface TimeSymbols {
  hour: string
  minute: string
}

const SI_TIME: TimeSymbols = { hour: 'h', minute: 'min' }

/** Minutes of work as people say them: '40 min', '1 h 5 min'; '-' when unknown. */
export function formatMinutes(minutes: number | null | undefined, symbols: TimeSymbols = SI_TIME): string {
  if (!isPresentNumber(minutes)) return MISSING
  const { hour, minute } = symbols
  return minutes >= 60
    ? `${Math.floor(minutes / 60)} ${hour} ${minutes % 60} ${minute}`
    : `${minutes} ${minute}`
}
