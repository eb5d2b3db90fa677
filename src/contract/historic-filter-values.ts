/**
 * The values of the historical search's filters (historic.ts): what each kind of filter accepts
 * on the wire and what it becomes for the server. A filter is one value or a list; blank values
 * drop out, and a filter left with no value is null ("no filter").
 */
import { z } from 'zod'
import { parseHistoricDay } from './historic-day'
import { dbIdSchema } from './wire'

export const HISTORIC_MAX_FILTER_VALUES = 200
export const HISTORIC_MAX_TEXT = 200
/** Widths and formats are millimetres; a 100 m web does not exist. */
const MAX_MM = 100_000

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
export const idValue = z.union([dbIdSchema, idText, blank()])
export const progressValue = z.union([
  z.literal([1, 2, 3]),
  z.literal(['1', '2', '3']).transform(Number),
  blank(),
])
/** A number or a name: an id, else a name matched exactly and case-insensitively. */
export const idOrNameValue = z.union([
  dbIdSchema.transform((v) => ({ id: v })),
  idText.transform((v) => ({ id: v })),
  blank(),
  text.transform((s) => ({ name: s.trim().toLowerCase() })),
])
export const textValue = z.union([blank(), text.transform((s) => s.trim())])
const millimetres = z.number().min(0).max(MAX_MM)
/** Users type widths with their own decimal separator. */
const millimetresText = z
  .string()
  .regex(/^\s*\d{1,6}([.,]\d{1,6})?\s*$/, 'expected a number')
  .transform((s) => Number(s.trim().replace(',', '.')))
  .pipe(millimetres)
export const sizeValue = z.union([millimetres, millimetresText, blank()])

/** A filter: one value or a list of them -> the non-blank values, or null for "no filter". */
export function filterOf<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item).max(HISTORIC_MAX_FILTER_VALUES), item, z.null()])
    .optional()
    .transform((value) => {
      const list = (Array.isArray(value) ? value : [value]) as (z.output<T> | null | undefined)[]
      const present = list.filter((v): v is NonNullable<z.output<T>> => v !== null && v !== undefined)
      return present.length > 0 ? present : null
    })
}

/** A date filter: a plant-local day as dd.MM.yyyy -> yyyy-MM-dd; blank or null is none. */
export const dayValue = z
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

export function idsOrNames(list: ({ id: number } | { name: string })[] | null): IdsOrNames | null {
  if (!list) return null
  const out: IdsOrNames = { ids: [], names: [] }
  for (const v of list) {
    if ('id' in v) out.ids.push(v.id)
    else out.names.push(v.name)
  }
  return out
}
