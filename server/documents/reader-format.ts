/**
 * Values printed for one reader: numbers with the separators they chose (as the screens show them,
 * src/lib/format/number.ts), lengths and speeds in their units, amounts consumed with the SI symbol
 * of their language (quantity-units.ts: kWh, kg, L, m³), money in the plant's currency,
 * durations as h:mm and instants in plant time (plant-time.ts). A missing value prints as '-'.
 */
import { MISSING, withSeparators } from '../../src/contract/number-shape'
import { metersPerMinToFeetPerMin, metersToFeet } from '../../src/contract/units'
import { plantTime } from './plant-time'
import { quantityUnitSymbol } from './quantity-units'
import type { ReaderProfile } from './reader'

export { MISSING }

/** Whole hours and minutes of a number of seconds: 1:05 (negative counts as 0). */
export function hoursMinutes(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

export function readerFormat(reader: ReaderProfile) {
  /** `decimals` fixed; with `trim`, trailing zeros of the decimals are dropped (1.50 -> 1.5). */
  const num = (v: number | null | undefined, decimals = 0, trim = false) =>
    withSeparators(v, reader, decimals, trim)
  const lengthValue = (m: number) => (reader.imperial ? metersToFeet(m) : m)
  const speedValue = (v: number) => (reader.imperial ? metersPerMinToFeetPerMin(v) : v)
  const lengthUnit = reader.imperial ? 'ft' : 'm'
  const speedUnit = reader.imperial ? 'ft/min' : 'm/min'
  const time = plantTime(reader.timezone)
  return {
    num,
    lengthValue,
    speedValue,
    lengthUnit,
    speedUnit,
    length: (m: number | null, decimals = 0, trim = false) =>
      m === null ? MISSING : `${num(lengthValue(m), decimals, trim)} ${lengthUnit}`,
    speed: (v: number | null, decimals = 0, trim = false) =>
      v === null ? MISSING : `${num(speedValue(v), decimals, trim)} ${speedUnit}`,
    /** The symbol of a stored consumption unit code ("kW" of energy used reads kWh). */
    unit: (code: string | null | undefined) => quantityUnitSymbol(code, reader.language),
    /** An amount consumed in a stored unit: '183.20 kWh'. */
    quantity: (v: number | null, code: string | null | undefined, decimals = 2) => {
      const symbol = quantityUnitSymbol(code, reader.language)
      return v === null || !Number.isFinite(v)
        ? MISSING
        : symbol
          ? `${num(v, decimals)} ${symbol}`
          : num(v, decimals)
    },
    percent: (v: number | null) => (v === null ? MISSING : `${num(v, 1)} %`),
    money: (v: number | null, decimals = 2) =>
      v === null ? MISSING : `${num(v, decimals)}${reader.currencySymbol ? ` ${reader.currencySymbol}` : ''}`,
    /** Seconds as h:mm. */
    duration: hoursMinutes,
    /** dd/mm/yyyy hh:mm in plant time; '-' for none. */
    instant: (value: string | number | Date | null) => (value === null ? MISSING : time.instant(value)),
    /** hh:mm in plant time. */
    time: time.time,
    /** A time axis' tick: hh:mm, dd/mm hh:mm or dd/mm as the span asks. */
    tick: time.tick,
    /** dd/mm/yyyy of a plant-local yyyy-mm-dd day. */
    day: time.day,
  }
}

export type ReaderFormat = ReturnType<typeof readerFormat>
