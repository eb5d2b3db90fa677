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

/**
 * The brush from the keyboard: arrows move the selected period by a twentieth of the order
 * (with Shift they move only its end, widening or narrowing it); Home and End jump to either end;
 * with nothing selected, the first arrow selects the first tenth. Null for keys it does not use.
 */
export function keyedSelection(
  current: { from: number; to: number } | null,
  key: string,
  shift: boolean,
  range: { from: number; to: number },
): { from: number; to: number } | null {
  const span = Math.max(1, range.to - range.from)
  const step = span / 20
  const sel = current ?? { from: range.from, to: range.from + span / 10 }
  const width = sel.to - sel.from
  const clamp = (from: number, to: number) => {
    const w = Math.min(to - from, span)
    const start = Math.min(Math.max(from, range.from), range.to - w)
    return { from: start, to: start + w }
  }
  if (!current && (key === 'ArrowRight' || key === 'ArrowLeft')) return sel
  switch (key) {
    case 'ArrowRight':
      return shift
        ? { from: sel.from, to: Math.min(range.to, sel.to + step) }
        : clamp(sel.from + step, sel.to + step)
    case 'ArrowLeft':
      return shift
        ? { from: sel.from, to: Math.max(sel.from + step / 4, sel.to - step) }
        : clamp(sel.from - step, sel.to - step)
    case 'Home':
      return clamp(range.from, range.from + width)
    case 'End':
      return clamp(range.to - width, range.to)
    default:
      return null
  }
}
