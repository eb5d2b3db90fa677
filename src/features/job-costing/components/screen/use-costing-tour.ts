import { useEffect, useRef, useState } from 'react'
import { dismissTour, isTourDismissed, shouldAutoStart, type TourStep, type TourTab } from '../../model/tour'

interface CostingTourOptions {
  userId: number
  /** session.featureFlags.job_costing_tour */
  featureFlag: boolean
  steps: readonly TourStep[]
  /** The tabs are known (the plant's types answered): the steps will not change any more. */
  ready: boolean
  currentTab: string
  showTab: (tab: TourTab) => void
}

/**
 * The tour's state on the screen: the step shown, the tab each step needs, the automatic start of
 * a first visit (feature flag on, not dismissed on this device; marked at once, so a second visit
 * never starts it by itself, even when the first left without closing it) and the dismissal when
 * it ends.
 * It starts by itself only on a tab it covers (statistics, ink), with that tab's steps: it never
 * moves a user away from the tab they opened (the machine costs, a link to the energy prices).
 */
export function useCostingTour(options: CostingTourOptions) {
  const { userId, featureFlag, steps, ready, currentTab, showTab } = options
  const [index, setIndex] = useState<number | null>(null)
  const autoChecked = useRef(false)

  const go = (next: number) => {
    const step = steps[next]
    if (!step) return
    setIndex(next)
    if (step.tab !== currentTab) showTab(step.tab)
  }
  const end = () => {
    setIndex(null)
    dismissTour(userId, Date.now())
  }

  const covered = steps.some((s) => s.tab === currentTab)
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the tabs are known.
  useEffect(() => {
    if (autoChecked.current || !ready || steps.length === 0 || !covered) return
    autoChecked.current = true
    const here = steps.findIndex((s) => s.tab === currentTab)
    if (!shouldAutoStart(featureFlag, isTourDismissed(userId))) return
    // The first visit only (issue 29 item 7): shown once by itself, ended or not; after that it
    // starts only from the header's button.
    dismissTour(userId, Date.now())
    go(Math.max(0, here))
  }, [ready, steps.length, covered])

  return { index, start: () => go(0), go, end, available: steps.length > 0 }
}
