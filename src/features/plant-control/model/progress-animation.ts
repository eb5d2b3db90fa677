/**
 * How long the grid's progress bar takes to move to a new value (spec 000 §4.1, §9): 6.5 s, so a
 * bar fed every few seconds glides continuously; 1 s when updates arrive more than 20 s apart,
 * so a bar polled every minute does not spend a tenth of it catching up.
 */
export const SLOW_ANIMATION_MS = 6_500
export const FAST_ANIMATION_MS = 1_000
export const SPARSE_UPDATES_MS = 20_000

/** `previousUpdateAt` is 0 (or missing) before the second update: no gap known yet. */
export function progressAnimationMs(previousUpdateAt: number | null | undefined, updateAt: number): number {
  if (!previousUpdateAt) return SLOW_ANIMATION_MS
  return updateAt - previousUpdateAt > SPARSE_UPDATES_MS ? FAST_ANIMATION_MS : SLOW_ANIMATION_MS
}
