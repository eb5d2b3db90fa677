import { z } from 'zod'

/**
 * POST /api/order/historic: the historical orders search (spec 000 §2.4, §3.3, §4.2, §7).
 * The body is the filter state; every filter is optional and null, '' or [] means "no filter".
 * The client builds the body with toHistoricRequestBody() so both sides agree on the encoding.
 */

export const HISTORIC_PAGE_SIZES = [10, 25, 50, 100] as const
export const HISTORIC_DEFAULT_LIMIT = 10
export const HISTORIC_MAX_LIMIT = 100

/** Progress filter ids (spec 000 §2.4). "100%" means the progress rounded to an integer is 100. */
export const historicProgressOptions = [
  { id: 1, label: '>100%' },
  { id: 2, label: '100%' },
  { id: 3, label: '<100%' },
] as const

/** Material filter ids 1-11 (spec 000 §2.4). */
export const historicMaterialOptions = [
  'LDPE',
  'HDPE',
  'PP',
  'PAPER',
  'ALUMINIUM',
  'BOPP',
  'OPP',
  'PP CAST',
  'PET',
  'PVC',
  'POLYAMIDA',
].map((name, i) => ({ id: i + 1, name }))

const DAY_RE = /^(\d{2})\.(\d{2})\.(\d{4})$/
const ISO_DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_INSTANT_RE =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/

function isCalendarDay(year: number, month: number, day: number) {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * A date filter as the server reads it: a plant-local calendar day (dd.MM.yyyy, yyyy-MM-dd, or an
 * ISO timestamp without offset, read as plant wall time) or an instant (ISO with Z or an offset),
 * which the server turns into the plant-local day it falls on.
 */
export type HistoricDate = { kind: 'day'; day: string } | { kind: 'instant'; iso: string }

export function parseHistoricDate(value: string): HistoricDate | null {
  const v = value.trim()
  const dmy = DAY_RE.exec(v)
  if (dmy) {
    const [, d, m, y] = dmy
    return isCalendarDay(+y, +m, +d) ? { kind: 'day', day: `${y}-${m}-${d}` } : null
  }
  const ymd = ISO_DAY_RE.exec(v)
  if (ymd) {
    const [, y, m, d] = ymd
    return isCalendarDay(+y, +m, +d) ? { kind: 'day', day: v } : null
  }
  const iso = ISO_INSTANT_RE.exec(v)
  if (iso) {
    const [, y, m, d] = iso
    if (!isCalendarDay(+y, +m, +d)) return null
    return iso[7] ? { kind: 'instant', iso: v } : { kind: 'day', day: `${y}-${m}-${d}` }
  }
  return null
}

const filterScalarSchema = z.union([z.number(), z.string()])
/** An array of ids or strings, or a single one; null, '' and [] mean no filter. */
export const historicFilterValueSchema = z.union([z.array(filterScalarSchema), filterScalarSchema, z.null()])
export type HistoricFilterValue = z.infer<typeof historicFilterValueSchema>

const historicDateSchema = z.union([
  z
    .string()
    .refine(
      (s) => s.trim() === '' || parseHistoricDate(s) !== null,
      'Expected a date as dd.MM.yyyy or ISO 8601',
    ),
  z.null(),
])

export const historicRequestSchema = z.object({
  /** Machine line ids. */
  line: historicFilterValueSchema.optional(),
  /** Machine ids; naming a machine not assigned to the user is a 403 MACHINE_NOT_ASSIGNED. */
  machine: historicFilterValueSchema.optional(),
  /** Customer ids or names (exact, case-insensitive). */
  customer: historicFilterValueSchema.optional(),
  /** Order reference contains (case-insensitive). */
  order: historicFilterValueSchema.optional(),
  /** Job reference contains (case-insensitive). */
  job: historicFilterValueSchema.optional(),
  /** Progress ids 1 '>100%', 2 '100%', 3 '<100%'. */
  progress: historicFilterValueSchema.optional(),
  /** Operator ids or names (exact, case-insensitive). */
  operator: historicFilterValueSchema.optional(),
  /** Material ids 1-11 (or names). */
  material: historicFilterValueSchema.optional(),
  /** Width in mm, numeric equality. */
  width: historicFilterValueSchema.optional(),
  /** Format in mm, numeric equality. */
  format: historicFilterValueSchema.optional(),
  /** First day (plant time) of the order start range. */
  date_start: historicDateSchema.optional(),
  /** Last day (plant time, inclusive) of the order start range. */
  date_finish: historicDateSchema.optional(),
  limit: z.number().int().min(1).max(HISTORIC_MAX_LIMIT).nullish(),
  offset: z.number().int().min(0).nullish(),
})
export type HistoricRequest = z.infer<typeof historicRequestSchema>

/** One historical order row (spec 000 §3.3). Meters in m, speeds in m/min, widths in mm. */
export const historicRowSchema = z.object({
  id: z.number().int(),
  machine: z.string(),
  machineLine: z.string(),
  machineHashCode: z.string(),
  idM: z.number().int(),
  insertTimestamp: z.number().int(),
  reference: z.string(),
  job: z.string().nullable(),
  customer: z.string().nullable(),
  /** Operator names, comma-joined, in the order they worked on it. */
  operator: z.string().nullable(),
  material: z.string().nullable(),
  width: z.number().nullable(),
  format: z.number().nullable(),
  numColor: z.number().int().nullable(),
  dateStart: z.string(),
  dateFinish: z.string().nullable(),
  /** Seconds, up to now for an unfinished order. */
  duration: z.number().int(),
  speedTotal: z.number(),
  speedTurning: z.number(),
  wasteMeter: z.number(),
  cleanMeter: z.number(),
  totalMeter: z.number(),
  numRoll: z.number().int(),
  /** Percent with one decimal; null when the order has no target. */
  progress: z.number().nullable(),
  /** Null unless the user has ROLE_JOB_COSTING (or no cost was computed). */
  poCost: z.number().nullable(),
  poCostSurface: z.number().nullable(),
})
export type HistoricRow = z.infer<typeof historicRowSchema>

export const historicResponseSchema = z.object({
  results: z.array(historicRowSchema),
  total: z.number().int(),
})
export type HistoricResponse = z.infer<typeof historicResponseSchema>

/** A selected option as select components hold it: a raw id/string or an object with a value. */
export type HistoricFilterOption = number | string | { value: number | string }
export type HistoricFilterInput = HistoricFilterOption | HistoricFilterOption[] | null | undefined

/** The historical screen's filter state (spec 000 §3.3). */
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

function encodeFilter(input: HistoricFilterInput): HistoricFilterValue {
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

/** dd.MM.yyyy, the wire format of date_start and date_finish (spec 000 §7). */
export function formatHistoricDate(input: Date | string | null | undefined): string | null {
  if (input === null || input === undefined) return null
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null
    return `${pad(input.getDate())}.${pad(input.getMonth() + 1)}.${input.getFullYear()}`
  }
  const parsed = input.trim() === '' ? null : parseHistoricDate(input)
  if (!parsed) return null
  if (parsed.kind === 'instant') return formatHistoricDate(new Date(parsed.iso))
  const [y, m, d] = parsed.day.split('-')
  return `${d}.${m}.${y}`
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
    progress: encodeFilter(state.progress),
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
