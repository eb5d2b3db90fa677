/** A linear scale from a time period (epoch ms) to pixels, with its inverse. */
export interface TimeScale {
  (time: number): number
  invert(px: number): number
}

export function timeScale(from: number, to: number, left: number, right: number): TimeScale {
  const span = Math.max(1, to - from)
  const scale = ((time: number) => left + ((time - from) / span) * (right - left)) as TimeScale
  scale.invert = (px: number) => from + ((px - left) / Math.max(1, right - left)) * span
  return scale
}

/** The index of the sample nearest in time (samples sorted by time); -1 for none. */
export function nearestIndex(samples: readonly (readonly [number, number])[], time: number): number {
  if (samples.length === 0) return -1
  let lo = 0
  let hi = samples.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (samples[mid][0] < time) lo = mid + 1
    else hi = mid
  }
  if (lo > 0 && time - samples[lo - 1][0] < samples[lo][0] - time) return lo - 1
  return lo
}

/** A dragged span as a selection (ordered), or null when it is too short to mean one. */
export function dragSelection(a: number, b: number, minSpan: number): { from: number; to: number } | null {
  const from = Math.min(a, b)
  const to = Math.max(a, b)
  return to - from < minSpan ? null : { from, to }
}
