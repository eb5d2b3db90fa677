/**
 * Paginator arithmetic (spec 000 §4.2, §9): pages start at 1, a page's offset is (page-1)*limit,
 * and the footer reads "Showing {first} to {last} of {total} entries".
 */
export const offsetOf = (page: number, limit: number) => (Math.max(1, page) - 1) * limit

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))

/** The rows a page shows, 1-based; 0 to 0 when there is nothing to show. */
export function pageRange(page: number, limit: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 }
  const first = Math.min(offsetOf(page, limit) + 1, total)
  return { first, last: Math.min(first + limit - 1, total) }
}

/** A page past the end (the list shrank under a shared link) falls back to the last one. */
export const clampPage = (page: number, limit: number, total: number) =>
  Math.min(Math.max(1, page), pageCount(total, limit))
