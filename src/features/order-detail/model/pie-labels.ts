/** The smallest share of the inactivity pie that gets a label (spec 000 §9). */
export const PIE_LABEL_MIN_PERCENT = 5

/** Whether a slice of `value` out of `total` is labelled: 5 % or more. */
export const showsPieLabel = (value: number, total: number) =>
  total > 0 && (value / total) * 100 >= PIE_LABEL_MIN_PERCENT

export interface PieSlice {
  name: string
  value: number
  /** Inactivity state (1 CM, 2 AA, 3 EG): the slice's colour. */
  state: number
}

/** Inactivities summed by description and state into pie slices, largest first. */
export function inactivitySlices(
  inactivities: readonly { description: string; state: number; duration: number }[],
): PieSlice[] {
  const byKey = new Map<string, PieSlice>()
  for (const i of inactivities) {
    const key = `${i.state}:${i.description}`
    const slice = byKey.get(key) ?? { name: i.description, value: 0, state: i.state }
    slice.value += i.duration
    byKey.set(key, slice)
  }
  return [...byKey.values()].filter((s) => s.value > 0).sort((a, b) => b.value - a.value)
}
