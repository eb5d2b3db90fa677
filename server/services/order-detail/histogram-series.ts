/**
 * The histogram's series beyond the speed (ADR 044), from the order's samples, pure so that their
 * arithmetic is tested apart from the SQL: the set point as segments of one value, productivity per
 * period, and the tag values per tag, down-sampled like the speeds.
 */

import { tagUnitOf } from '../../../src/contract/machine-tags'
import {
  HISTOGRAM_MAX_POINTS,
  HISTOGRAM_MAX_TAGS,
  HISTOGRAM_TAG_MAX_POINTS,
  type OrderHistogram,
} from '../../../src/contract/order-detail'
import { downsample, type Sample } from './downsample'

const MIN = 60_000
/** Samples further apart than this (a power-off, a silent gateway) end a set-point segment. */
export const SET_POINT_GAP_MS = 10 * MIN

type Segment = OrderHistogram['setPoints'][number]

/**
 * One segment per stretch of samples with the same set point: from its first sample to the first
 * sample of the next value (so the steps join), or to its last sample before a gap or a sample
 * without a set point. A gateway that changes its set point every minute would make thousands:
 * then the series is first down-sampled as the speeds are.
 */
export function setPointSegments(samples: readonly (readonly [number, number | null])[]): Segment[] {
  const build = (list: readonly (readonly [number, number | null])[]) => {
    const out: Segment[] = []
    let open: Segment | null = null
    let last = Number.NEGATIVE_INFINITY
    for (const [time, value] of list) {
      if (open && (value === null || time - last > SET_POINT_GAP_MS)) {
        out.push(open)
        open = null
      }
      if (value !== null) {
        if (open && open.speed !== value) {
          out.push({ ...open, end: time })
          open = null
        }
        if (open) open.end = time
        else open = { start: time, end: time, speed: value }
      }
      last = time
    }
    if (open) out.push(open)
    return out
  }
  const segments = build(samples)
  if (segments.length <= HISTOGRAM_MAX_POINTS / 2) return segments
  const known = samples.filter((s): s is readonly [number, number] => s[1] !== null)
  return build(downsample(known, HISTOGRAM_MAX_POINTS / 2))
}

/** Period lengths the productivity series picks from, minutes: the shortest giving at most 60. */
const PERIOD_MINUTES = [5, 10, 15, 30, 60, 120, 240, 360, 720, 1440]
const MAX_PERIODS = 60

export function productivityPeriodMs(from: number, to: number): number {
  const span = Math.max(0, to - from)
  const minutes = PERIOD_MINUTES.find((m) => span / (m * MIN) <= MAX_PERIODS) ?? PERIOD_MINUTES.at(-1)!
  return minutes * MIN
}

/**
 * Productivity per period of [from, to]: the clean meters made in it (the clean counter at its end
 * minus at its start, each the last sample at or before that time) over the meters the machine
 * makes at its maximum speed in the period, in percent, 0 to 100, one decimal. Time without
 * samples (powered off) makes nothing, so it counts against the period.
 */
export function productivityPeriods(
  counters: readonly Sample[],
  from: number,
  to: number,
  maxSpeed: number,
): OrderHistogram['productivity'] {
  if (maxSpeed <= 0 || to <= from || counters.length === 0) return []
  const step = productivityPeriodMs(from, to)
  let i = 0
  let counter = counters[0][1]
  /** The clean counter at `time`: the last sample at or before it (the first sample before any). */
  const counterAt = (time: number) => {
    while (i < counters.length && counters[i][0] <= time) counter = counters[i++][1]
    return counter
  }
  const out: OrderHistogram['productivity'] = []
  let before = counterAt(from)
  for (let start = from; start < to; start += step) {
    const end = Math.min(to, start + step)
    const after = counterAt(end)
    const possible = (maxSpeed * (end - start)) / MIN
    const percent = Math.min(100, Math.max(0, ((after - before) / possible) * 100))
    out.push({ start, end, percent: Math.round(percent * 10) / 10 })
    before = after
  }
  return out
}

/**
 * Each tag's values over time, down-sampled to HISTOGRAM_TAG_MAX_POINTS; the first
 * HISTOGRAM_MAX_TAGS tags by name.
 */
export function tagSeries(
  samples: readonly (readonly [number, Record<string, number> | null])[],
): NonNullable<OrderHistogram['tagValues']> {
  const byTag = new Map<string, Sample[]>()
  for (const [time, tags] of samples) {
    if (!tags) continue
    for (const [tag, value] of Object.entries(tags)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) continue
      const list = byTag.get(tag)
      if (list) list.push([time, value])
      else byTag.set(tag, [[time, value]])
    }
  }
  return [...byTag.keys()]
    .sort()
    .slice(0, HISTOGRAM_MAX_TAGS)
    .map((tag) => ({
      tag,
      unit: tagUnitOf(tag),
      points: downsample(byTag.get(tag)!, HISTOGRAM_TAG_MAX_POINTS).map(
        ([t, v]) => [t, v] as [number, number],
      ),
    }))
}
