/** Pure Range header arithmetic of the worker (clamp-range.ts), testable without a worker scope. */

/** `bytes=a-b` with b at or past the end becomes `bytes=a-(size-1)`; anything else is unchanged. */
export function clampRangeHeader(header: string, size: number): string {
  const match = /^bytes=(\d+)-(\d+)$/.exec(header.trim())
  if (!match || size <= 0) return header
  const start = Number(match[1])
  const end = Number(match[2])
  if (start >= size || end < size) return header
  return `bytes=${start}-${size - 1}`
}
