import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import type { AxisTickStyle } from '@/contract/time-axis'
import { zoneDay, zoneWallParts } from '@/contract/wall-clock'
import { plantZone } from '../time/plant-zone'
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

/** A calendar day (yyyy-MM-dd) has no zone: it reads the same everywhere and is never shifted. */
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Parses an instant and moves it to an IANA time zone: the one given, else the plant's
 * (lib/time/plant-zone.ts; the device's only while the session names none). A calendar day
 * (yyyy-MM-dd) stays that day. Returns null for missing or unparseable values ('-' is the API's
 * "unfinished").
 */
export function toZoned(value: DateInput | null | undefined, timeZone?: string | null): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '' || value === '-') return null
  if (typeof value === 'string' && DAY_RE.test(value)) {
    const day = dayjs(value)
    return day.isValid() ? day : null
  }
  const d = dayjs(value)
  if (!d.isValid()) return null
  const zone = timeZone ?? plantZone()
  return zone ? d.tz(zone) : d
}

/** A pattern of numeric fields only (DD/MM/YYYY HH:mm and the like), which needs no locale. */
const NUMERIC_PATTERN = /^(?:YYYY|MM|DD|HH|mm|ss|[^A-Za-z])+$/
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function formatIn(value: DateInput | null | undefined, pattern: string, timeZone?: string | null): string {
  if (NUMERIC_PATTERN.test(pattern) && !(typeof value === 'string' && DAY_RE.test(value))) {
    // The wall clock from one cached Intl format per zone: dayjs's tz() builds its answer from two
    // Intl reads per call, a fifth of plant control's first render on a slowed phone (12 cards).
    if (value === null || value === undefined || value === '' || value === '-') return MISSING
    const instant = dayjs(value)
    if (!instant.isValid()) return MISSING
    const p = zoneWallParts(instant.valueOf(), timeZone ?? plantZone())
    const fields: Record<string, string> = {
      YYYY: pad(p.year, 4),
      MM: pad(p.month),
      DD: pad(p.day),
      HH: pad(p.hour),
      mm: pad(p.minute),
      ss: pad(p.second),
    }
    return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => fields[token])
  }
  const d = toZoned(value, timeZone)
  return d ? d.format(pattern) : MISSING
}

/** dd/MM/yyyy HH:mm in the given time zone (default: the plant's); '-' when missing. */
export const formatDateTime = (value: DateInput | null | undefined, timeZone?: string | null) =>
  formatIn(value, DATE_TIME_FORMAT, timeZone)

/** dd/MM/yyyy in the given time zone (default: the plant's); '-' when missing. */
export const formatDate = (value: DateInput | null | undefined, timeZone?: string | null) =>
  formatIn(value, DATE_FORMAT, timeZone)

/** HH:mm in the given time zone (default: the plant's); '-' when missing. */
export const formatTime = (value: DateInput | null | undefined, timeZone?: string | null) =>
  formatIn(value, TIME_FORMAT, timeZone)

const AXIS_TICK_FORMATS: Record<AxisTickStyle, string> = {
  time: 'HH:mm',
  dayTime: 'DD/MM HH:mm',
  day: 'DD/MM',
}

/** A time axis' tick in the style its span asks for (src/contract/time-axis.ts), in plant time. */
export const formatAxisTick = (value: DateInput, style: AxisTickStyle, timeZone?: string | null) =>
  formatIn(value, AXIS_TICK_FORMATS[style], timeZone)

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

/**
 * What a person typed or picked, read as the plant's wall clock: a day (yyyy-MM-dd) and an
 * optional time (HH:mm) in the plant's zone (or the one given), as the instant it names. A wall
 * time skipped by a daylight-saving change moves forward by the gap (02:30 reads 03:30), a repeated
 * one is its second occurrence. Null when the
 * day or the time cannot be read.
 */
export function parsePlantTime(day: string, time = '00:00', timeZone?: string | null): Date | null {
  if (!DAY_RE.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null
  const zone = timeZone ?? plantZone()
  const text = `${day}T${time}:00`
  const d = zone ? dayjs.tz(text, zone) : dayjs(text)
  return d.isValid() ? d.toDate() : null
}

/**
 * The plant's calendar day (yyyy-MM-dd) at an instant: "today" is plantDay(). The contract's zoneDay
 * in the plant's zone (or the one given), as the server counts it; a calendar day stays that day,
 * and '' when the instant cannot be read.
 */
export function plantDay(instant: DateInput = Date.now(), timeZone?: string | null): string {
  if (typeof instant === 'string' && DAY_RE.test(instant)) return formatRequestDate(instant) ?? ''
  const d = dayjs(instant)
  return d.isValid() ? zoneDay(d.valueOf(), timeZone ?? plantZone()) : ''
}
