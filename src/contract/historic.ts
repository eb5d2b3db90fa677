import { z } from 'zod'
import { parseHistoricDay } from './historic-day'
import { dbIdSchema } from './wire'

/**
 * POST /api/order/historic: the historical orders search (spec 000 §2.4, §3.3, §4.2, §7).
 *
 * The request schema is exactly what the server accepts, and its output is what the search
 * service reads (nothing is parsed again after it). Every filter is optional; null, "", blank
 * strings and [] mean "no filter". A filter is one value or a list of at most
 * HISTORIC_MAX_FILTER_VALUES; ids are positive int4, also as digit strings (select components hold
 * strings); texts are at most HISTORIC_MAX_TEXT characters without NUL bytes; dates are
 * plant-local days as dd.MM.yyyy (historic-day.ts). The client builds the body from its filter
 * state with historic-filter-state.ts.
 */

export const HISTORIC_PAGE_SIZES = [10, 25, 50, 100] as const
export const HISTORIC_DEFAULT_LIMIT = 10
export const HISTORIC_MAX_LIMIT = 100
/** Far past any real history (a plant's lifetime of orders), and int4-safe with the limit added. */
export const HISTORIC_MAX_OFFSET = 10_000_000
export const HISTORIC_MAX_FILTER_VALUES = 200
export const HISTORIC_MAX_TEXT = 200
/** Widths and formats are millimetres; a 100 m web does not exist. */
const MAX_MM = 100_000

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

const text = z
  .string()
  .max(HISTORIC_MAX_TEXT)
  .refine((s) => !s.includes('\u0000'), 'must not contain NUL bytes')
/** "" or spaces: this value is no filter. (A new instance per use: the OpenAPI generator drops
 * some reused instances.) */
const blank = () =>
  z
    .string()
    .regex(/^\s*$/)
    .transform(() => null)
const idText = z
  .string()
  .regex(/^\s*\d{1,10}\s*$/, 'expected an id')
  .transform(Number)
  .pipe(dbIdSchema)
const id = z.union([dbIdSchema, idText, blank()])
const progressBand = z.union([z.literal([1, 2, 3]), z.literal(['1', '2', '3']).transform(Number), blank()])
/** A number or a name: an id, else a name matched exactly and case-insensitively. */
const idOrName = z.union([
  dbIdSchema.transform((v) => ({ id: v })),
  idText.transform((v) => ({ id: v })),
  blank(),
  text.transform((s) => ({ name: s.trim().toLowerCase() })),
])
const contains = z.union([blank(), text.transform((s) => s.trim())])
const millimetres = z.number().min(0).max(MAX_MM)
/** Users type widths with their own decimal separator. */
const millimetresText = z
  .string()
  .regex(/^\s*\d{1,6}([.,]\d{1,6})?\s*$/, 'expected a number')
  .transform((s) => Number(s.trim().replace(',', '.')))
  .pipe(millimetres)
const size = z.union([millimetres, millimetresText, blank()])

/** One value or a list of them -> the non-blank values, or null for "no filter". */
function filter<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item).max(HISTORIC_MAX_FILTER_VALUES), item, z.null()])
    .optional()
    .transform((value) => {
      const list = (Array.isArray(value) ? value : [value]) as (z.output<T> | null | undefined)[]
      const present = list.filter((v): v is NonNullable<z.output<T>> => v !== null && v !== undefined)
      return present.length > 0 ? present : null
    })
}

const day = z
  .union([z.string().max(20), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value.trim() === '') return null
    const parsed = parseHistoricDay(value)
    if (parsed === null)
      ctx.addIssue({ code: 'custom', message: 'expected a date as dd.MM.yyyy', input: value })
    return parsed
  })

export interface IdsOrNames {
  ids: number[]
  /** Lower-cased names, matched exactly and case-insensitively. */
  names: string[]
}

function idsOrNames(list: ({ id: number } | { name: string })[] | null): IdsOrNames | null {
  if (!list) return null
  const out: IdsOrNames = { ids: [], names: [] }
  for (const v of list) {
    if ('id' in v) out.ids.push(v.id)
    else out.names.push(v.name)
  }
  return out
}

export const historicRequestSchema = z
  .object({
    /** Machine line ids. */
    line: filter(id),
    /** Machine ids; naming a machine not assigned to the user is a 403 MACHINE_NOT_ASSIGNED. */
    machine: filter(id),
    /** Customer ids or names (exact, case-insensitive). */
    customer: filter(idOrName),
    /** Order reference contains (case-insensitive). */
    order: filter(contains),
    /** Job reference contains (case-insensitive). */
    job: filter(contains),
    /** Progress ids 1 '>100%', 2 '100%', 3 '<100%'. */
    progress: filter(progressBand),
    /** Operator ids or names (exact, case-insensitive). */
    operator: filter(idOrName),
    /** Material ids 1-11 (or names). */
    material: filter(idOrName),
    /** Width in mm, numeric equality. */
    width: filter(size),
    /** Format in mm, numeric equality. */
    format: filter(size),
    /** First day (plant time) of the order start range, dd.MM.yyyy. */
    date_start: day,
    /** Last day (plant time, inclusive) of the order start range, dd.MM.yyyy. */
    date_finish: day,
    limit: z
      .number()
      .int()
      .min(1)
      .max(HISTORIC_MAX_LIMIT)
      .nullish()
      .transform((v) => v ?? HISTORIC_DEFAULT_LIMIT),
    offset: z
      .number()
      .int()
      .min(0)
      .max(HISTORIC_MAX_OFFSET)
      .nullish()
      .transform((v) => v ?? 0),
  })
  .superRefine((b, ctx) => {
    if (b.date_start && b.date_finish && b.date_finish < b.date_start) {
      ctx.addIssue({ code: 'custom', path: ['date_finish'], message: 'must not be before date_start' })
    }
  })
  .transform((b) => ({
    machines: b.machine ? [...new Set(b.machine)] : null,
    lineIds: b.line,
    customers: idsOrNames(b.customer),
    operators: idsOrNames(b.operator),
    materials: idsOrNames(b.material),
    orderTexts: b.order,
    jobTexts: b.job,
    progress: b.progress as (1 | 2 | 3)[] | null,
    widths: b.width,
    formats: b.format,
    /** yyyy-MM-dd, plant-local. */
    dateStart: b.date_start,
    dateFinish: b.date_finish,
    limit: b.limit,
    offset: b.offset,
  }))
/** The body a client sends. */
export type HistoricRequest = z.input<typeof historicRequestSchema>
/** The search as the server reads it, once validated. */
export type HistoricQuery = z.output<typeof historicRequestSchema>

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
