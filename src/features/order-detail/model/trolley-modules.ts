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
