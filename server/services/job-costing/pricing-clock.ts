/**
 * The plant's wall clock for pricing (pricing.ts): where a plant-local day begins and ends, and the
 * instant of each whole hour of it, in the plant's IANA time zone. DST-correct: a local day lasts 23
 * or 25 hours on the change days. Pure (the wall clock comes from server/documents/plant-time.ts,
 * the one place that asks Intl about a zone) and cached per zone and day, because a year of
 * orders touches only ~400 days while the seed and the recalculation job price tens of thousands of
 * orders: Intl is asked a few times per day, never per order.
 *
 * An hour that does not exist (spring forward, 02:00 in Madrid) is placed at the first instant the
 * wall clock shows a later time, i.e. the change itself: the slot 02:00-03:00 is then empty that day.
 * An hour that exists twice (fall back) is its first occurrence: the slot 02:00-03:00 lasts two hours.
 */
import { wallTime } from '../../documents/plant-time'

const HOUR = 3_600_000
const DAY = 86_400_000

/** yyyy-MM-dd of a day number (days since 1970-01-01). */
export const dayText = (dayNumber: number) => new Date(dayNumber * DAY).toISOString().slice(0, 10)

/** Day number of a yyyy-MM-dd text (no validation: the texts come from date columns). */
export const dayNumberOf = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY)

export interface PlantDay {
  /** Days since 1970-01-01 of the local calendar day. */
  number: number
  /** yyyy-MM-dd */
  text: string
  /** Epoch ms of local 00:00 and of the next day's 00:00. */
  start: number
  end: number
  /** Epoch ms of the local hours 0..24 (24 = `end`); 25 entries. */
  hours: readonly number[]
}

export class PlantClock {
  private readonly midnights = new Map<number, number>()
  private readonly days = new Map<number, PlantDay>()

  constructor(readonly timeZone: string) {}

  /** Wall clock minus UTC at an instant, in ms (whole seconds). */
  private offsetAt(t: number): number {
    const at = Math.floor(t / 1000) * 1000
    return wallTime(at, this.timeZone) - at
  }

  /** The wall clock of an instant, as ms on the UTC axis (so it compares with `naive` below). */
  private wall(t: number) {
    return t + this.offsetAt(t)
  }

  /** The first instant whose wall clock shows `hour`:00 of the day, or later (see the file comment). */
  private instantOf(dayNumber: number, hour: number): number {
    const naive = dayNumber * DAY + hour * HOUR
    // Offsets never change twice within a day: the two ends of the window give every candidate.
    const offsets = new Set([this.offsetAt(naive - 14 * HOUR), this.offsetAt(naive + 14 * HOUR)])
    const exact = [...offsets].map((o) => naive - o).filter((t) => this.wall(t) === naive)
    if (exact.length) return Math.min(...exact)
    // In a gap: the change is between the two candidates; find the first second showing a later time.
    let [low, high] = [...offsets].map((o) => naive - o).sort((a, b) => a - b)
    while (high - low > 1000) {
      const mid = Math.floor((low + high) / 2000) * 1000
      if (this.wall(mid) >= naive) high = mid
      else low = mid
    }
    return high
  }

  private midnight(dayNumber: number): number {
    let t = this.midnights.get(dayNumber)
    if (t === undefined) {
      t = this.instantOf(dayNumber, 0)
      this.midnights.set(dayNumber, t)
    }
    return t
  }

  day(dayNumber: number): PlantDay {
    let d = this.days.get(dayNumber)
    if (!d) {
      const start = this.midnight(dayNumber)
      const end = this.midnight(dayNumber + 1)
      const regular = end - start === DAY && this.offsetAt(start) === this.offsetAt(end - 1)
      const hours = Array.from({ length: 25 }, (_, h) =>
        h === 0 ? start : h === 24 ? end : regular ? start + h * HOUR : this.instantOf(dayNumber, h),
      )
      d = { number: dayNumber, text: dayText(dayNumber), start, end, hours }
      this.days.set(dayNumber, d)
    }
    return d
  }

  /** The local day an instant belongs to (its start <= t < its end). */
  dayAt(t: number): PlantDay {
    const utcDay = Math.floor(t / DAY)
    for (const n of [utcDay + 1, utcDay, utcDay - 1]) {
      const d = this.day(n)
      if (d.start <= t && t < d.end) return d
    }
    return this.day(utcDay - 2) // zones ahead of UTC by more than a day do not exist; unreachable
  }
}

const clocks = new Map<string, PlantClock>()

/** One clock per time zone for the process: its caches serve every order priced. */
export function plantClock(timeZone: string): PlantClock {
  let clock = clocks.get(timeZone)
  if (!clock) {
    clock = new PlantClock(timeZone)
    clocks.set(timeZone, clock)
  }
  return clock
}
