import { MISSING } from './number'

/** Shown for a value the machine reported as not available (-1). */
export const NOT_AVAILABLE = 'N/A'

// '-1' as a value of its own ('-1', '-1 mm', '330x-1'), not as part of '2024-10-11' or '-15'.
const MINUS_ONE = /(^|[^\d.])-1(?![\d.])/

/** True for the machine's "not available" marker: the number -1 or a text holding -1. */
export function isNotAvailable(value: unknown): boolean {
  if (typeof value === 'number') return value === -1
  if (typeof value === 'string') return MINUS_ONE.test(value)
  return false
}

export function isMissing(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  )
}

/**
 * The table-cell rule of spec 000 §3.3: missing shows '-', -1 (or text containing -1) shows
 * 'N/A', anything else goes through `format` (or is shown as text).
 */
export function displayValue<T extends string | number>(
  value: T | null | undefined,
  format?: (value: T) => string,
): string {
  if (isMissing(value)) return MISSING
  if (isNotAvailable(value)) return NOT_AVAILABLE
  return format ? format(value as T) : String(value)
}
