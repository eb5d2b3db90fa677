/**
 * Cards per row on the plant-control grid (spec 000 §2.3, §9): 1, 2, 2, 3 or 4 by screen width,
 * with the spec's mobile breakpoints (610, 768) and the wider ones where 3 and 4 cards of 274 px
 * fit beside the page's padding.
 */
export const CARD_WIDTH = 274
export const CARD_HEIGHT = 150

const steps: readonly [minWidth: number, columns: number][] = [
  [1200, 4],
  [992, 3],
  [768, 2],
  [610, 2],
]

export function gridColumns(viewportWidth: number): number {
  for (const [minWidth, columns] of steps) if (viewportWidth >= minWidth) return columns
  return 1
}
