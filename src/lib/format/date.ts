import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { MISSING } from './number'
// Side effect: dayjs follows the interface language from here on.
import './dayjs-locale'

dayjs.extend(utc)
dayjs.extend(timezone)

/** An instant: ISO text, a Date, or epoch milliseconds. */
export type DateInput = string | number | Date

export const DATE_FORMAT = 'DD/MM/YYYY'
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm'
export const TIME_FORMAT = 'HH:mm'
/** Dates sent in requests (spec 002 §9). */
export const REQUEST_DATE_FORMAT = 'YYYY-MM-DD'
/** The historical query sends dates as dd.MM.yyyy (spec 000 §7). */
export const HISTORIC_QUERY_DATE_FORMAT = 'DD.MM.YYYY'

/**
 * Parses an instant and moves it to the plant's (or user's) IANA time zone; without a zone the
 * browser's is used. Returns null for missing or unparseable values ('-' is the API's "unfinished").
 */
export function toZoned(value: DateInput | null | undefined, timeZone?: string | null): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '' || value === '-') return null
  const d = dayjs(value)
  if (!d.isValid()) return null
  return timeZone ? d.tz(timeZone) : d
}

function formatIn(value: DateInput | null | undefined, pattern: string, timeZone?: string | null): string {
  const d = toZoned(value, timeZone)
  return d ? d.format(pattern) : MISSING
}

/** dd/MM/yyyy HH:mm in the given time zone; '-' when missing. */
export const formatDateTime = (value: DateInput | null | undefined, timeZone?: string | null) =>
  formatIn(value, DATE_TIME_FORMAT, timeZone)

/** dd/MM/yyyy in the given time zone; '-' when missing. */
export const formatDate = (value: DateInput | null | undefined, timeZone?: string | null) =>
  formatIn(value, DATE_FORMAT, timeZone)

/** HH:mm in the given time zone; '-' when missing. */
export const formatTime = (value: DateInput | null | undefined, timeZone?: string | null) =>
  formatIn(value, TIME_FORMAT, timeZone)

/** yyyy-MM-dd for request bodies; null when missing so the field can be sent as null. */
export function formatRequestDate(
  value: DateInput | null | undefined,
  timeZone?: string | null,
): string | null {
  return toZoned(value, timeZone)?.format(REQUEST_DATE_FORMAT) ?? null
}

/** dd.MM.yyyy for the historical query; null when missing. */
export function formatHistoricQueryDate(
  value: DateInput | null | undefined,
  timeZone?: string | null,
): string | null {
  return toZoned(value, timeZone)?.format(HISTORIC_QUERY_DATE_FORMAT) ?? null
}
