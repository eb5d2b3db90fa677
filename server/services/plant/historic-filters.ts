/**
 * Turns the historical search body (src/contract/historic.ts) into normalised filters: ids,
 * names, texts and numbers per field, checked with 400s that name the field, and the machine
 * scope (the user's assigned machines, narrowed by the machine filter; naming an unassigned
 * machine is a 403 MACHINE_NOT_ASSIGNED). Pure: no database access.
 */
import {
  HISTORIC_DEFAULT_LIMIT,
  type HistoricDate,
  type HistoricFilterValue,
  type HistoricRequest,
  parseHistoricDate,
} from '../../../src/contract/historic'
import { badRequest, machineNotAssigned } from '../../http/errors'

export interface IdsOrNames {
  ids: number[]
  /** Lower-cased names, matched exactly and case-insensitively. */
  names: string[]
}

export interface HistoricFilters {
  /** Machines to search: assigned ones, narrowed by the machine filter. Never empty-means-all. */
  machineIds: number[]
  lineIds: number[] | null
  customers: IdsOrNames | null
  operators: IdsOrNames | null
  materials: IdsOrNames | null
  /** Substrings, matched case-insensitively; several values match any. */
  orderTexts: string[] | null
  jobTexts: string[] | null
  progress: (1 | 2 | 3)[] | null
  widths: number[] | null
  formats: number[] | null
  dateStart: HistoricDate | null
  dateFinish: HistoricDate | null
  limit: number
  offset: number
}

/** The values of one filter, with null, '' and [] (and blank strings) as "no filter". */
function values(value: HistoricFilterValue | undefined): (number | string)[] {
  if (value === null || value === undefined) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '')
}

const INT_RE = /^\d+$/

function asId(v: number | string): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? v : null
  return INT_RE.test(v) && v.length < 16 ? Number(v) : null
}

function idsOnly(field: string, value: HistoricFilterValue | undefined): number[] | null {
  const list = values(value)
  if (list.length === 0) return null
  return list.map((v) => {
    const id = asId(v)
    if (id === null) throw badRequest(field, `${field}: expected ids`)
    return id
  })
}

function idsOrNames(field: string, value: HistoricFilterValue | undefined): IdsOrNames | null {
  const list = values(value)
  if (list.length === 0) return null
  const out: IdsOrNames = { ids: [], names: [] }
  for (const v of list) {
    const id = asId(v)
    if (id !== null) out.ids.push(id)
    else if (typeof v === 'string') out.names.push(v.toLowerCase())
    else throw badRequest(field, `${field}: expected ids or names`)
  }
  return out
}

function texts(value: HistoricFilterValue | undefined): string[] | null {
  const list = values(value).map(String)
  return list.length ? list : null
}

function numbers(field: string, value: HistoricFilterValue | undefined): number[] | null {
  const list = values(value)
  if (list.length === 0) return null
  return list.map((v) => {
    // A decimal comma is accepted: users type widths with their own separator.
    const n =
      typeof v === 'number' ? v : /^-?\d+([.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : Number.NaN
    if (!Number.isFinite(n)) throw badRequest(field, `${field}: expected a number`)
    return n
  })
}

function progressIds(value: HistoricFilterValue | undefined): (1 | 2 | 3)[] | null {
  const ids = idsOnly('progress', value)
  if (!ids) return null
  for (const id of ids) {
    if (id < 1 || id > 3)
      throw badRequest('progress', 'progress: expected ids 1 (>100%), 2 (100%) or 3 (<100%)')
  }
  return ids as (1 | 2 | 3)[]
}

function date(field: 'date_start' | 'date_finish', value: string | null | undefined): HistoricDate | null {
  if (value === null || value === undefined || value.trim() === '') return null
  const parsed = parseHistoricDate(value)
  if (!parsed) throw badRequest(field, `${field}: expected a date as dd.MM.yyyy or ISO 8601`)
  return parsed
}

export function parseHistoricFilters(body: HistoricRequest, assigned: ReadonlySet<number>): HistoricFilters {
  const machineFilter = idsOnly('machine', body.machine)
  if (machineFilter?.some((id) => !assigned.has(id))) throw machineNotAssigned()
  const machineIds = machineFilter ? [...new Set(machineFilter)] : [...assigned]

  const dateStart = date('date_start', body.date_start)
  const dateFinish = date('date_finish', body.date_finish)
  if (dateStart?.kind === 'day' && dateFinish?.kind === 'day' && dateFinish.day < dateStart.day) {
    throw badRequest('date_finish', 'date_finish: must not be before date_start')
  }

  return {
    machineIds: machineIds.sort((a, b) => a - b),
    lineIds: idsOnly('line', body.line),
    customers: idsOrNames('customer', body.customer),
    operators: idsOrNames('operator', body.operator),
    materials: idsOrNames('material', body.material),
    orderTexts: texts(body.order),
    jobTexts: texts(body.job),
    progress: progressIds(body.progress),
    widths: numbers('width', body.width),
    formats: numbers('format', body.format),
    dateStart,
    dateFinish,
    limit: body.limit ?? HISTORIC_DEFAULT_LIMIT,
    offset: body.offset ?? 0,
  }
}
