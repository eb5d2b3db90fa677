/**
 * Where a moved machine lands in its plant's order (spec 002 §4: "reordering sends the new
 * position"). A user sees only the machines assigned to them, so the position counts in that list;
 * the machines they do not see keep their places, and the ones they see fill the other places in
 * their new order. For a user who holds every machine of the plant this is a plain move. Pure.
 */

/**
 * The plant's machine ids in their new order. `plantOrder` is the current order (every machine
 * of the plant), `visible` the user's machines among them, `position` 1-based in the visible list
 * (the caller has checked it is within 1..visible count).
 */
export function movedOrder(
  plantOrder: readonly number[],
  visible: ReadonlySet<number>,
  id: number,
  position: number,
): number[] {
  const seen = plantOrder.filter((x) => visible.has(x) && x !== id)
  seen.splice(position - 1, 0, id)
  let next = 0
  return plantOrder.map((x) => (visible.has(x) ? seen[next++] : x))
}
