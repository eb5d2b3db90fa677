/**
 * Down-sampling of the speed series for the histogram: the samples are cut into equal time
 * buckets and each bucket keeps its lowest and its highest sample, in time order. A chart a few
 * hundred pixels wide cannot show more, and unlike averaging this keeps every peak (the maximum
 * speed) and every stop (a speed of 0) visible.
 */
export type Sample = readonly [time: number, value: number]

export function downsample(samples: readonly Sample[], maxPoints: number): Sample[] {
  if (samples.length <= maxPoints) return samples.slice()
  const buckets = Math.max(1, Math.floor(maxPoints / 2))
  const first = samples[0][0]
  const width = (samples[samples.length - 1][0] - first) / buckets || 1
  const out: Sample[] = []
  let i = 0
  for (let b = 0; b < buckets && i < samples.length; b++) {
    const end = b === buckets - 1 ? Number.POSITIVE_INFINITY : first + (b + 1) * width
    let low: Sample | null = null
    let high: Sample | null = null
    for (; i < samples.length && samples[i][0] < end; i++) {
      const s = samples[i]
      if (low === null || s[1] < low[1]) low = s
      if (high === null || s[1] > high[1]) high = s
    }
    if (low === null || high === null) continue
    if (low === high) out.push(low)
    else if (low[0] < high[0]) out.push(low, high)
    else out.push(high, low)
  }
  return out
}

/** The median of the values (0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
