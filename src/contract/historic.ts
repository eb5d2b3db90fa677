import { z } from 'zod'
import {
  dayValue,
  filterOf,
  idOrNameValue,
  idsOrNames,
  idValue,
  progressValue,
  sizeValue,
  textValue,
} from './historic-filter-values'

/**
 * POST /api/order/historic: the historical orders search (spec 000 §2.4, §3.3, §4.2, §7).
 *
 * The request schema is exactly what the server accepts, and its output is what the search
 * service reads (nothing is parsed again after it). Every filter is optional; null, "", blank
 * strings and [] mean "no filter". A filter is one value or a list of at most
 * HISTORIC_MAX_FILTER_VALUES; ids are positive int4, also as digit strings (select components hold
 * strings); texts are at most HISTORIC_MAX_TEXT characters without NUL bytes; dates are
 * plant-local days as dd.MM.yyyy (historic-filter-values.ts, historic-day.ts). The client builds
 * the body from its filter state with src/features/historical/model/filter-state.ts.
 */

import { HISTORIC_DEFAULT_LIMIT, HISTORIC_MAX_LIMIT } from './historic-pages'

export {
  HISTORIC_DEFAULT_LIMIT,
  HISTORIC_MAX_LIMIT,
  HISTORIC_PAGE_SIZES,
  historicMaterialOptions,
  historicProgressOptions,
} from './historic-pages'
/** Far past any real history (a plant's lifetime of orders), and int4-safe with the limit added. */
export const HISTORIC_MAX_OFFSET = 10_000_000

export const historicRequestSchema = z
  .object({
    /** Machine line ids. */
    line: filterOf(idValue),
    /** Machine ids; naming a machine not assigned to the user is a 403 MACHINE_NOT_ASSIGNED. */
    machine: filterOf(idValue),
    /** Customer ids or names (exact, case-insensitive). */
    customer: filterOf(idOrNameValue),
    /** Order reference contains (case-insensitive). */
    order: filterOf(textValue),
    /** Job reference contains (case-insensitive). */
    job: filterOf(textValue),
    /** Progress ids 1 '>100%', 2 '100%', 3 '<100%'. */
    progress: filterOf(progressValue),
    /** Operator ids or names (exact, case-insensitive). */
    operator: filterOf(idOrNameValue),
    /** Material ids 1-11 (or names). */
    material: filterOf(idOrNameValue),
    /** Width in mm, numeric equality. */
    width: filterOf(sizeValue),
    /** Format in mm, numeric equality. */
    format: filterOf(sizeValue),
    /** First day (plant time) of the order start range, dd.MM.yyyy. */
    date_start: dayValue,
    /** Last day (plant time, inclusive) of the order start range, dd.MM.yyyy. */
    date_finish: dayValue,
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
