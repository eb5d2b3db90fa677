/**
 * The historical screen's filter state (spec 000 §3.3) as the request body. It turns what the select components and the date picker hold into the request body that
 * historicRequestSchema accepts: option objects become their values, blank values null, dates
 * dd.MM.yyyy in the browser's calendar, the page an offset.
 */
import type { HistoricRequest } from '@/contract/historic'
import { parseHistoricDay } from '@/contract/historic-day'
import { HISTORIC_DEFAULT_LIMIT, HISTORIC_MAX_LIMIT } from '@/contract/historic-pages'
import { type HistoricalSearch, toFilterState } from './search-params'

/** A selected option as select components hold it: a raw id/string or an object with a value. */
export type HistoricFilterOption = number | string | { value: number | string }
export type HistoricFilterInput = HistoricFilterOption | HistoricFilterOption[] | null | undefined
type FilterValue = (number | string)[] | null

export interface HistoricFilterState {
  machineLine?: HistoricFilterInput
  machine?: HistoricFilterInput
  customer?: HistoricFilterInput
  order?: string | null
  job?: string | null
  progress?: HistoricFilterInput
  operator?: HistoricFilterInput
  material?: HistoricFilterInput
  width?: string | number | null
  format?: string | number | null
  /** A Date is read in the browser's local calendar (what the date picker shows). */
  date_start?: Date | string | null
  date_finish?: Date | string | null
  limit?: number
  offset?: number
  activePage?: number
}

function optionValue(option: HistoricFilterOption): number | string {
  if (typeof option === 'object') return option.value
  return typeof option === 'string' ? option.trim() : option
}

function encodeFilter(input: HistoricFilterInput): FilterValue {
  if (input === null || input === undefined) return null
  const values = (Array.isArray(input) ? input : [input])
    .map(optionValue)
    .filter((v) => v !== '' && !(typeof v === 'number' && Number.isNaN(v)))
  return values.length ? values : null
}

function encodeText(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return null
  const text = String(input).trim()
  return text === '' ? null : text
}

const pad = (n: number) => String(n).padStart(2, '0')
const ISO_DAY_RE = /^(\d{4})-(\d{2})-(\d{2})(T[^Z+-]*)?$/

/**
 * dd.MM.yyyy, the wire format of date_start and date_finish (spec 000 §7), from what the picker
 * holds: a Date or an ISO timestamp with a zone (the local calendar day), an ISO day or local
 * timestamp (its day), or dd.MM.yyyy already. Anything else is no date.
 */
export function formatHistoricDate(input: Date | string | null | undefined): string | null {
  if (input === null || input === undefined) return null
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null
    return `${pad(input.getDate())}.${pad(input.getMonth() + 1)}.${input.getFullYear()}`
  }
  const text = input.trim()
  if (parseHistoricDay(text)) return text
  const local = ISO_DAY_RE.exec(text)
  if (local) {
    const wire = `${local[3]}.${local[2]}.${local[1]}`
    return parseHistoricDay(wire) ? wire : null
  }
  if (/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(text)) return formatHistoricDate(new Date(text))
  return null
}

/** Filter state -> request body: empty values become null, dates dd.MM.yyyy, options their values. */
export function toHistoricRequestBody(state: HistoricFilterState): HistoricRequest {
  const limit =
    state.limit && state.limit > 0 ? Math.min(state.limit, HISTORIC_MAX_LIMIT) : HISTORIC_DEFAULT_LIMIT
  const page = state.activePage && state.activePage > 0 ? state.activePage : null
  const offset = page !== null ? (page - 1) * limit : Math.max(0, state.offset ?? 0)
  return {
    line: encodeFilter(state.machineLine),
    machine: encodeFilter(state.machine),
    customer: encodeFilter(state.customer),
    order: encodeText(state.order),
    job: encodeText(state.job),
    // Options 1-3 (historicProgressOptions); anything else is the server's 400.
    progress: encodeFilter(state.progress) as HistoricRequest['progress'],
    operator: encodeFilter(state.operator),
    material: encodeFilter(state.material),
    width: encodeText(state.width),
    format: encodeText(state.format),
    date_start: formatHistoricDate(state.date_start),
    date_finish: formatHistoricDate(state.date_finish),
    limit,
    offset,
  }
}

/** The screen's search as the request body: the page and its route loader (issue 30) ask the same. */
export const historicRequestOf = (search: HistoricalSearch): HistoricRequest =>
  toHistoricRequestBody(toFilterState(search))
