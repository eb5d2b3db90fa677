/**
 * Single byte-range requests (RFC 9110 §14): "bytes=a-b", "bytes=a-", "bytes=-n". Several ranges
 * are answered with the whole file, which the RFC allows; an unsatisfiable range is a 416.
 */
export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' }

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return { kind: 'full' }
  const [, a, b] = match
  if (a === '' && b === '') return { kind: 'full' }
  let start: number
  let end: number
  if (a === '') {
    const suffix = Number(b)
    if (suffix === 0) return { kind: 'unsatisfiable' }
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(a)
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1)
  }
  if (start >= size || start > end) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, end }
}
