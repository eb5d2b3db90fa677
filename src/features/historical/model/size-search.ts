/**
 * Width and format in the link: millimetres, the unit the server compares in (size-filter.ts shows
 * them in the user's unit). Apart from size-filter.ts and without imports: the route parses its
 * search with the route tree, which every page loads.
 */

/** Widths and formats are millimetres; a 100 m web does not exist (as the server's bound). */
export const MAX_SIZE_MM = 100_000

/** A millimetre value as the link keeps it ("500", "500.5"); undefined when it is no size. */
export function mmText(mm: number): string | undefined {
  if (!Number.isFinite(mm) || mm < 0 || mm > MAX_SIZE_MM) return undefined
  return String(Math.round(mm * 1000) / 1000 + 0)
}

/** A size from the link: a plain number of mm (a dot or a comma), normalised; anything else dropped. */
export function sizeSearchValue(raw: unknown): string | undefined {
  if (typeof raw === 'number') return mmText(raw)
  if (typeof raw !== 'string' || raw.length > 20) return undefined
  const text = raw.trim()
  if (!/^\d{1,6}([.,]\d{1,6})?$/.test(text)) return undefined
  return mmText(Number(text.replace(',', '.')))
}
