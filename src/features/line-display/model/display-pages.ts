/**
 * Which machines each page of the display shows when they do not all fit at a readable size
 * (issue 31: a stopped machine is never hidden for longer than one page turn). The rule:
 * - stopped machines that take at most half a page are pinned: they are on every page, and the
 *   others share the remaining places, spread evenly over as few pages as hold them;
 * - more stopped machines than half a page, but no more than a page: a page of all the stopped
 *   machines alternates with a page of the others, so each stopped one is hidden one turn at most;
 * - more stopped machines than one page holds: no order keeps that promise; the stopped machines'
 *   pages come first, then the others', and stopped machines are then the plant's news anyway.
 * Within a page, machines keep the plant's order, so each stays where operators look for it.
 */
export function displayPages<T>(
  items: readonly T[],
  perPage: number,
  isStopped: (item: T) => boolean,
): T[][] {
  const size = Math.max(1, Math.floor(perPage))
  if (items.length <= size) return [[...items]]
  const order = new Map(items.map((item, index) => [item, index]))
  const byPlantOrder = (list: T[]) => list.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
  const stopped = items.filter(isStopped)
  const others = items.filter((item) => !isStopped(item))

  if (stopped.length <= size / 2) {
    const free = size - stopped.length
    return spread(others, Math.ceil(others.length / free)).map((part) => byPlantOrder([...stopped, ...part]))
  }
  const otherPages = spread(others, Math.ceil(others.length / size))
  if (stopped.length <= size) return otherPages.flatMap((part) => [[...stopped], part])
  return [...spread(stopped, Math.ceil(stopped.length / size)), ...otherPages]
}

/** `list` cut into `parts` runs, in order, whose lengths differ by one at most. */
export function spread<T>(list: readonly T[], parts: number): T[][] {
  const count = Math.max(0, Math.floor(parts))
  const pages: T[][] = []
  let start = 0
  for (let page = 0; page < count; page++) {
    const end = start + Math.floor((list.length - start) / (count - page))
    pages.push(list.slice(start, end))
    start = end
  }
  return pages
}
