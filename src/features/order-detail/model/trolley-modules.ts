/**
 * Which trolley / machine-function pairs of a laminator are valid (spec 000 §5): only a valid
 * pair lets the function values enable the synoptic's modules (spec 000 §4.3).
 */
export const validFunctionsByTrolley: Readonly<Record<number, readonly number[]>> = {
  0: [2],
  1: [0],
  2: [0, 1, 3, 4, 5, 6, 7],
  3: [0, 1, 3, 4, 5, 6, 7],
  4: [0, 1, 6, 7],
  5: [0, 1, 3, 4, 5],
}

export const isValidPair = (trolley: number | null | undefined, fn: number | null | undefined) =>
  trolley !== null &&
  trolley !== undefined &&
  fn !== null &&
  fn !== undefined &&
  (validFunctionsByTrolley[trolley] ?? []).includes(fn)

/**
 * The modules each machine-function value enables on a valid pair (our reading of spec 000 §4.3,
 * recorded in docs/decisions/013-order-detail.md): 0 coating, 1 solventless laminating, 2
 * rewinding only, 3 to 5 laminating with one to three drying stations, 6 duplex and 7 triplex.
 */
const modulesByFunction: Readonly<Record<number, readonly string[]>> = {
  0: ['unwinder', 'applicator', 'drying1', 'rewinder'],
  1: ['unwinder', 'applicator', 'secondUnwinder', 'laminator', 'rewinder'],
  2: ['unwinder', 'rewinder'],
  3: ['unwinder', 'applicator', 'drying1', 'secondUnwinder', 'laminator', 'rewinder'],
  4: ['unwinder', 'applicator', 'drying1', 'drying2', 'secondUnwinder', 'laminator', 'rewinder'],
  5: ['unwinder', 'applicator', 'drying1', 'drying2', 'drying3', 'secondUnwinder', 'laminator', 'rewinder'],
  6: ['unwinder', 'applicator', 'drying1', 'secondUnwinder', 'laminator', 'rewinder'],
  7: ['unwinder', 'applicator', 'drying1', 'secondUnwinder', 'thirdUnwinder', 'laminator', 'rewinder'],
}

/** The enabled module codes: none unless the trolley / function pair is valid. */
export function enabledModules(
  trolley: number | null | undefined,
  fn: number | null | undefined,
): ReadonlySet<string> {
  return new Set(isValidPair(trolley, fn) ? (modulesByFunction[fn as number] ?? []) : [])
}

/**
 * The applicator's variables by trolley type (spec 000 §4.3: tension, solventless temperatures,
 * coating roller length or repeat): 1 tension only, 2 solventless, 3 smooth-roll coating, 4 and 5
 * gravure coating, whose roller gives the repeat.
 */
export function applicatorVariables(trolley: number | null | undefined): ReadonlySet<string> {
  switch (trolley) {
    case 1:
      return new Set(['tension'])
    case 2:
      return new Set(['tension', 'solventlessTemperatureA', 'solventlessTemperatureB'])
    case 3:
      return new Set(['tension', 'coatingRollerLength'])
    case 4:
    case 5:
      return new Set(['tension', 'repeat'])
    default:
      return new Set()
  }
}
