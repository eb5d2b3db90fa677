/**
 * A small seeded PRNG (mulberry32) so the demo history and the simulator are reproducible: the
 * same seed gives the same plant. Never Math.random in the generators.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number
  /** Uniform float in [min, max). */
  range(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Roughly normal (sum of uniforms), mean 0, sd 1. */
  gauss(): number
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    gauss: () => next() + next() + next() + next() + next() + next() - 3,
  }
}

/** A stateless hash to [0, 1): per-sample noise that does not disturb the main random stream. */
export function hashNoise(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35)
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}
