/**
 * Numbers with a reader's separators, the same on the screens (src/lib/format/number.ts) and in
 * the server's documents (server/documents/reader-format.ts).
 */

/** Shown for a value that is absent (null, undefined, NaN). */
export const MISSING = '-'

export interface Separators {
  decimalSeparator: string
  thousandsSeparator: string
}

const formatters = new Map<number, Intl.NumberFormat>()

function formatterFor(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals)
  if (!f) {
    // en-US gives a known shape (1,234.5) whose separators are then swapped for the reader's;
    // signDisplay 'negative' avoids '-0' when a small negative value rounds to zero.
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
      signDisplay: 'negative',
    })
    formatters.set(decimals, f)
  }
  return f
}

/**
 * `value` with `decimals` fixed decimals (0-20) and the reader's separators; with `trimZeros`, the
 * trailing zeros of the decimals are dropped (1.50 -> 1.5, 2.00 -> 2). MISSING when absent.
 */
export function withSeparators(
  value: number | null | undefined,
  separators: Separators,
  decimals = 0,
  trimZeros = false,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING
  const places = Math.max(0, Math.min(20, Math.trunc(decimals)))
  let text = formatterFor(places).format(value)
  if (trimZeros && places > 0) text = text.replace(/\.?0+$/, '')
  return text.replace(/[.,]/g, (c) =>
    c === '.' ? separators.decimalSeparator : separators.thousandsSeparator,
  )
}
