/**
 * Values of URL search parameters, checked without zod: route search parsers run in the first
 * load, where zod costs 27 KB gzip (docs/decisions/008, 012). TanStack Router hands them over
 * JSON-parsed (?line=2 is a number, ?machine=[3,4] an array, ?order=FX a string). A value that
 * does not fit is dropped (undefined), so a hand-edited or outdated link still opens the page.
 */
const INT4_MAX = 2_147_483_647

/** A whole number in [min, max], also as digits in a string. */
export function intIn(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

export const positiveId = (value: unknown) => intIn(value, 1, INT4_MAX)

/** A non-empty list of at most `maxItems` whole numbers in [min, max]; anything else is dropped. */
export function intList(value: unknown, min: number, max: number, maxItems: number): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxItems) return undefined
  const list = value.map((v) => intIn(v, min, max))
  return list.every((n) => n !== undefined) ? (list as number[]) : undefined
}

export const idList = (value: unknown) => intList(value, 1, INT4_MAX, 200)

/**
 * A list where the link may hold one item alone: `?machine=3` (a number, or digits) reads as [3],
 * the obvious reading; any other single value (`?customer="Herbalia"`) is left as it is, for the
 * list reader to drop.
 */
export const oneOrMany = (value: unknown): unknown =>
  typeof value === 'number' || (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)) ? [value] : value

/** Trimmed text of at most `max` characters; empty is no value. */
export function text(value: unknown, max = 200): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const s = String(value).trim()
  return s !== '' && s.length <= max ? s : undefined
}

/** A calendar day as yyyy-MM-dd. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? value
    : undefined
}
