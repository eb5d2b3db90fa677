import { useMemo } from 'react'
import type { MachineView } from '@/lib/production/machine-view'
import { gapPx, minTextPx, pageCapacity, pageGrid, type Size } from '../model/display-layout'
import { displayPages } from '../model/display-pages'
import { usePageTurn } from './use-page-turn'

/** Long enough to read a page from the line, short enough that a round of four takes under a minute. */
export const PAGE_MS = 10_000

/**
 * A stopped machine (inactivity) is the one someone must walk to: display-pages.ts keeps it in
 * sight. A powered-off machine is not: at night every machine is off, and nobody is waiting.
 */
const isStopped = (view: MachineView) => view.effective.state === 4

/** The display's pages and grid for the screen (`viewport`) and the space the grid gets (`area`). */
export function useDisplayPages(views: MachineView[], viewport: Size, area: Size) {
  const floorPx = minTextPx(viewport)
  const gap = gapPx(viewport)
  const measured = area.width > 0 && area.height > 0
  const capacity = measured ? pageCapacity(area, gap, floorPx) : views.length
  const pages = useMemo(() => displayPages(views, capacity, isStopped), [views, capacity])
  const perPage = Math.max(1, ...pages.map((page) => page.length))
  const grid = pageGrid(perPage, area, gap, floorPx)
  const index = usePageTurn(pages.length, PAGE_MS)
  return { page: pages[index] ?? [], index, count: pages.length, grid, gap, floorPx, measured }
}
