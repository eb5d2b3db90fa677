/**
 * Speed samples from a machine's segments: one per minute over the last 30 days, one per
 * 5 minutes before (the retention the schema describes), none while the machine is powered off.
 * Counters are the machine's monotonic meters; total = clean + waste by construction. Each sample
 * carries its phase's speed set point; every fifth minute also the tag values (tags.ts), which keeps
 * the seed's size near what it was (ADR 044).
 */
import { hashNoise } from '../model/prng'
import { demoTags } from './tags'
import { MIN, type Segment } from './timeline'
import type { SampleColumns } from './types'

const round2 = (n: number) => Math.round(n * 100) / 100

export function addSamples(
  out: SampleColumns,
  machineId: number,
  segments: Segment[],
  until: number,
  fineFrom: number,
) {
  if (segments.length === 0) return
  let i = 0
  const first = segments[0].start
  for (let t = first; t <= until; t += MIN) {
    if (t < fineFrom && (t / MIN) % 5 !== 0) continue
    while (i < segments.length && segments[i].end < t) i++
    if (i >= segments.length) break
    const s = segments[i]
    if (s.start > t) continue // powered off: the gateway sends nothing
    const minutes = (t - s.start) / MIN
    const clean = round2(s.clean0 + s.cleanRate * minutes)
    const waste = round2(s.waste0 + s.wasteRate * minutes)
    const noise = s.speed > 0 ? 0.97 + 0.06 * hashNoise(machineId, t / MIN) : 0
    out.machineId.push(machineId)
    out.ts.push(t / 1000)
    out.speed.push(Math.round(s.speed * noise * 10) / 10)
    out.cleanMeter.push(clean)
    out.wasteMeter.push(waste)
    out.totalMeter.push(round2(clean + waste))
    out.setPoint.push(s.setPoint)
    out.tags.push((t / MIN) % 5 === 0 ? JSON.stringify(demoTags(machineId, t / MIN, s.speed > 0)) : null)
  }
}
