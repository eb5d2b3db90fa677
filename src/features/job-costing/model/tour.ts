/**
 * The onboarding tour of the job-costing screen (spec 002 §2.2): a few steps over the statistics
 * and ink tabs, each pointing at an element by its data-tour attribute (the ink ones are put there
 * by the ink tab: ink-actions, ink-grid, ink-history). A tab the user does not have drops its steps.
 *
 * Dismissal is a flag on this device, per user (like the other "dismissed" notices of the portal:
 * plant-portal.* keys in localStorage): skipping, closing or finishing the tour sets it, and the
 * tour then starts only from the header button. It starts by itself, on a tab it covers, only while
 * the session's job_costing_tour feature flag is on and the flag is not set.
 */
export type TourTab = 'statistics' | 'ink'

export type TourStepId = 'filters' | 'summary' | 'chart' | 'ink-actions' | 'ink-grid' | 'ink-history'

export interface TourStep {
  id: TourStepId
  /** The tab that must be shown for the target to exist. */
  tab: TourTab
  /** The data-tour value of the element the step points at. */
  target: string
}

/** Above the shell, its menus and Mantine's modals (§9: "Tour z-index 10000"). */
export const TOUR_Z_INDEX = 10000

const ALL_STEPS: readonly TourStep[] = [
  { id: 'filters', tab: 'statistics', target: 'cost-filters' },
  { id: 'summary', tab: 'statistics', target: 'cost-summary' },
  { id: 'chart', tab: 'statistics', target: 'cost-chart' },
  { id: 'ink-actions', tab: 'ink', target: 'ink-actions' },
  { id: 'ink-grid', tab: 'ink', target: 'ink-grid' },
  { id: 'ink-history', tab: 'ink', target: 'ink-history' },
]

export function tourSteps(available: Record<TourTab, boolean>): TourStep[] {
  return ALL_STEPS.filter((s) => available[s.tab])
}

/** The CSS selector of a step's element. */
export const tourSelector = (step: Pick<TourStep, 'target'>) => `[data-tour="${step.target}"]`

export const tourDismissedKey = (userId: number) => `plant-portal.job-costing.tour-dismissed:${userId}`

type ReadStorage = Pick<Storage, 'getItem'>
type WriteStorage = Pick<Storage, 'setItem'>

const localStore = (): (ReadStorage & WriteStorage) | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function isTourDismissed(userId: number, storage: ReadStorage | undefined = localStore()): boolean {
  try {
    return storage?.getItem(tourDismissedKey(userId)) != null
  } catch {
    // Storage refused (private mode): the tour counts as dismissed rather than showing on every visit.
    return true
  }
}

export function dismissTour(
  userId: number,
  now: number,
  storage: WriteStorage | undefined = localStore(),
): void {
  try {
    storage?.setItem(tourDismissedKey(userId), String(now))
  } catch {
    // A full or refused storage: the tour may show again on the next visit, nothing worse.
  }
}

export function shouldAutoStart(featureFlag: boolean, dismissed: boolean): boolean {
  return featureFlag && !dismissed
}

export type TourPlacement = 'bottom' | 'top' | 'right' | 'left'

interface Rect {
  top: number
  left: number
  width: number
  height: number
}

/**
 * Where a step's text goes so that it never covers the element it explains (issue 29 item 7): the
 * first side of the element with room for the text (below, above, right, left), the sticky top
 * bar's height kept free above. `null` when no side has room (an element nearly as big as the
 * screen): the caller then highlights the element's top part only and puts the text under it.
 */
export function tourPlacement(
  target: Rect,
  viewport: { width: number; height: number },
  text: { width: number; height: number },
  topBar = 64,
): TourPlacement | null {
  const gap = 16
  const room = {
    bottom: viewport.height - (target.top + target.height),
    top: target.top - topBar,
    right: viewport.width - (target.left + target.width),
    left: target.left,
  }
  if (room.bottom >= text.height + gap) return 'bottom'
  if (room.top >= text.height + gap) return 'top'
  if (room.right >= text.width + gap) return 'right'
  if (room.left >= text.width + gap) return 'left'
  return null
}
