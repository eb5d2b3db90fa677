/**
 * Raw SQL rows come back slightly differently from node-postgres and PGlite (timestamps as Date
 * or string, numeric and int8 as string): these helpers normalise them for the API.
 */

export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export function numOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}

export function num(value: unknown): number {
  return numOrNull(value) ?? 0
}

export function strOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value)
}

/** A date column (acquisition date) as yyyy-MM-dd. */
export function dayOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value).slice(0, 10)
}
