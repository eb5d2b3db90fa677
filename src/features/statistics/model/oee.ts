/**
 * Overall equipment effectiveness by ISO 22400-2 (issue 14, "the OEE view", beyond spec 001): how
 * much of the planned time a machine turned out good product at its rated rate. The screen's help
 * popover writes out the same formulas.
 *
 * ISO 22400-2 key performance indicators, with the standard's names:
 *
 *   availability = APT / PBT                   actual production time / planned busy time
 *   effectiveness (performance) = PRI × PQ / APT
 *                                              planned run time per item × produced quantity / APT
 *   quality ratio = GQ / PQ                    good quantity / produced quantity
 *   OEE index = availability × effectiveness × quality ratio
 *
 * which collapses to OEE = PRI × GQ / PBT: the time the good units would take at the ideal rate,
 * over the planned time. Inputs here: plannedSeconds = PBT, runSeconds = APT, idealCycleSeconds =
 * PRI, totalUnits = PQ, goodUnits = GQ.
 *
 * For a web press the units are meters and the ideal rate is the machine's maximum speed, so the
 * ideal cycle is 60 / maxSpeed seconds per meter (`oeeFromMeters`).
 *
 * Each ratio is null when its denominator is 0 (nothing planned, nothing run, nothing produced):
 * "no figure", not 0 %, and OEE is null when any factor is. Performance is null too without a
 * positive ideal cycle (a machine with no rated speed). Values are raw ratios (0.375, not 37.5 %)
 * and are not capped: performance above 1 means the rated speed is set too low, which a manager
 * should see; the screen caps what it draws (a donut at 100 %).
 */

export interface OeeInputs {
  /** Planned busy time (PBT), seconds. */
  plannedSeconds: number
  /** Actual production time (APT), seconds. */
  runSeconds: number
  /** Planned run time per unit at the ideal rate (PRI), seconds. */
  idealCycleSeconds: number
  /** Produced quantity (PQ), good and bad. */
  totalUnits: number
  /** Good quantity (GQ). */
  goodUnits: number
}

export interface Oee {
  availability: number | null
  performance: number | null
  quality: number | null
  oee: number | null
}

const ratio = (num: number, den: number): number | null => (den === 0 ? null : num / den)

/** Availability, performance, quality and OEE as ratios (null: not computable). */
export function oee(i: OeeInputs): Oee {
  const availability = ratio(i.runSeconds, i.plannedSeconds)
  const performance =
    i.idealCycleSeconds > 0 && Number.isFinite(i.idealCycleSeconds)
      ? ratio(i.idealCycleSeconds * i.totalUnits, i.runSeconds)
      : null
  const quality = ratio(i.goodUnits, i.totalUnits)
  const product =
    availability === null || performance === null || quality === null
      ? null
      : availability * performance * quality
  return { availability, performance, quality, oee: product }
}

export interface OeeMeterInputs {
  plannedSeconds: number
  runSeconds: number
  /** The machine's rated maximum speed, m/min. */
  maxSpeedMPerMin: number
  totalMeters: number
  goodMeters: number
}

/** OEE of a web press: meters are the units and the ideal cycle is 60 / maxSpeed seconds per meter. */
export function oeeFromMeters(i: OeeMeterInputs): Oee {
  return oee({
    plannedSeconds: i.plannedSeconds,
    runSeconds: i.runSeconds,
    idealCycleSeconds: i.maxSpeedMPerMin > 0 ? 60 / i.maxSpeedMPerMin : 0,
    totalUnits: i.totalMeters,
    goodUnits: i.goodMeters,
  })
}
