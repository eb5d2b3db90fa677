/** Layout checks shared by the specs that judge a screen at phone width. */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The page does not scroll sideways. Polled, because a resized viewport reaches the charts
 * (ResizeObserver) and the shell's breakpoints a frame or more later: a single read straight
 * after `setViewportSize` can still see the desktop layout.
 */
export async function expectNoSidewaysScroll(page: Page, message?: string) {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: message ?? 'the page scrolls sideways' },
    )
    .toBeLessThanOrEqual(0)
}
