/**
 * What the demo machines report beside their speed (ADR 044), shared by the seeded history and
 * the live simulator so both look alike: the speed set point of each order phase, and three tag
 * values (web tension at the unwinder and the rewinder in newtons, dryer temperature in °C) that
 * sit near their working value while the web runs and drop back when it stands.
 */
import { hashNoise } from '../model/prng'

const round1 = (n: number) => Math.round(n * 10) / 10

/** A set point as an operator types it: a multiple of 5 m/min, never above the machine's maximum. */
export const demoSetPoint = (speed: number, maxSpeed: number) =>
  Math.max(0, Math.min(maxSpeed, Math.round(speed / 5) * 5))

/** The adjustment set point of a line: the middle of its adjustment speeds. */
export const adjustSetPoint = (maxSpeed: number, factor: readonly [number, number]) =>
  demoSetPoint((maxSpeed * (factor[0] + factor[1])) / 2, maxSpeed)

/** Tag values at a minute (deterministic per machine and minute: the seed stays reproducible). */
export function demoTags(machineId: number, minute: number, running: boolean): Record<string, number> {
  const n = (k: number) => hashNoise(machineId * 31 + k, minute) - 0.5
  return running
    ? {
        Unw1_Tension: round1(160 + 12 * n(1)),
        Rew_Tension: round1(220 + 16 * n(2)),
        Dryer_Temperature: round1(62 + 2 * n(3)),
      }
    : {
        Unw1_Tension: round1(45 + 4 * n(1)),
        Rew_Tension: round1(60 + 4 * n(2)),
        Dryer_Temperature: round1(50 + 2 * n(3)),
      }
}
