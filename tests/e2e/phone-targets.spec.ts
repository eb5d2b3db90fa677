/**
 * Every first screen on a 390 px touch phone (issue 44 item 8): no tappable target in the viewport
 * under 24 x 24 CSS px that WCAG 2.5.8's exceptions do not excuse (support/target-size.ts), the
 * targets issue 44 named at 44 x 44 px, and no list card (plant control's machines, the lists' cards)
 * that leaves the screen's sides empty.
 * One context per user, one visit per screen; each screen is judged once its data has come (the
 * network at rest, no loading placeholder left in view), as the user first sees it.
 */
import type { Page } from '@playwright/test'
import { apiToken } from './support/demo-plant'
import { type FirstScreen, firstScreens, screenPath } from './support/first-screens'
import { expect, test } from './support/fixtures'
import { demoAccount, loginForm, signIn } from './support/session'
import { cardWidths, smallTargets } from './support/target-size'

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
})

/** Plant control's machine cards and the cards a list becomes on a phone. */
const LIST_CARDS = '.pp-machine-card, .pp-clickable-row:not(tr), li.mantine-Card-root'
/** The screens that open on a list of cards on a phone. */
const cardScreens = new Set(['plant control (manager)', 'plant control (operator)', 'historical'])
/**
 * The share of the screen's width a card takes at least. Issue 44 asked for two thirds, but plant
 * control's 274 px cards on a 390 px phone (70 %, 58 px empty each side) passed that; the lists'
 * cards, inside the page's padding, take 92 %.
 */
const CARD_SHARE = 0.8

/**
 * Where issue 44 measured targets a finger misses (plant control's "…" at 22 px, the dashboard's
 * risk counts at 9 x 17, historical's page buttons at 26): WCAG's spacing exception excuses some of
 * them, a thumb does not. On a touch phone these are 44 x 44 px.
 */
const fingerTargets: Record<string, string> = {
  'plant control (manager)': '.pp-machine-card-tap',
  'plant control (operator)': '.pp-machine-card-tap',
  'maintenance dashboard': 'table a[href]',
  historical:
    'button[aria-label^="Page "], button[aria-label="Next page"], button[aria-label="Previous page"]',
}

/** The named targets under 44 x 44 px, or a line saying none was found (the selector went stale). */
async function smallFingerTargets(page: Page, name: string) {
  const selector = fingerTargets[name]
  if (!selector) return []
  const sizes = await page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => ({ width: Math.round(box.width), height: Math.round(box.height) })),
  )
  if (!sizes.length) return [`${name}: no ${selector} on the page`]
  return sizes
    .filter((s) => s.width < 44 || s.height < 44)
    .map((s) => `${name}: ${selector} is ${s.width} x ${s.height} px (under 44 x 44 on a touch screen)`)
}

/** Waits until no skeleton or loader is left in view: the screen as its user first reads it. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Array.from(
            document.querySelectorAll('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]'),
          ).filter((el) => {
            const box = el.getBoundingClientRect()
            return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0
          }).length,
      ),
    )
    .toBe(0)
}

/** What is wrong on the page now, one line each. */
async function findings(page: Page, name: string) {
  const small = (await smallTargets(page)).map(
    (t) => `${name}: target ${t.what} is ${t.width} x ${t.height} px (under 24 x 24)`,
  )
  const cards = await cardWidths(page, LIST_CARDS, CARD_SHARE)
  const narrow = cards.narrow.map(
    (c) => `${name}: card ${c.what} is ${c.width} px wide (under ${CARD_SHARE * 100} % of the screen)`,
  )
  // The screens whose first view is a list of cards: none found means the selector went stale.
  if (cardScreens.has(name) && cards.count === 0) narrow.push(`${name}: no card (${LIST_CARDS}) in view`)
  return [...small, ...narrow, ...(await smallFingerTargets(page, name))]
}

test("the measure flags small crowded targets and keeps WCAG 2.5.8's exceptions", async ({ page }) => {
  const box = 'position:absolute;padding:0;margin:0;border:0'
  await page.setContent(`<main style="font:16px sans-serif">
    <button style="${box};left:10px;top:10px;width:22px;height:22px">…</button>
    <button style="${box};left:32px;top:10px;width:22px;height:22px">x</button>
    <table style="${box};left:10px;top:80px;border-collapse:collapse"><tr>
      <td style="padding:0"><a href="#open" style="display:inline-block;width:9px;height:17px">3</a></td>
      <td style="padding:0 0 0 4px"><a href="#outdated" style="display:inline-block;width:30px;height:30px">1</a></td>
    </tr></table>
    <button style="${box};left:200px;top:200px;width:20px;height:20px">lone</button>
    <p style="${box};left:10px;top:300px;width:300px">Read the <a href="#t">terms</a> and <a href="#r">rules</a>.</p>
    <button style="${box};left:10px;top:400px;width:44px;height:44px">big</button>
  </main>`)
  const found = (await smallTargets(page)).map((t) => `${t.what} ${t.width}x${t.height}`)
  // The two side by side, and the 9 x 17 count beside another link; not the lone button (spacing),
  // the links in a sentence (inline) nor the big one.
  expect(found).toEqual(['button "…" 22x22', 'button "x" 22x22', 'a "3" 9x17'])
})

test('the sign-in page has no target under 24 x 24 px on a phone', async ({ page }) => {
  await page.goto('/login')
  await expect(loginForm(page).submit).toBeVisible()
  await settled(page)
  expect(await findings(page, '/login')).toEqual([])
})

for (const user of ['manager', 'operator', 'tech'] as const) {
  test(`each first screen the ${user} opens has no small target and no narrow card on a phone`, async ({
    page,
    baseURL,
  }) => {
    const screens: FirstScreen[] = [
      ...(user === 'manager' ? [{ name: '/home', user, path: '/home' } satisfies FirstScreen] : []),
      ...firstScreens.filter((s) => s.user === user),
    ]
    const managerToken = await apiToken(baseURL as string, demoAccount('manager').email)
    const { token } = await signIn(page, user)
    const tokens = { user: token as string, manager: managerToken, baseURL: baseURL as string }
    const found: string[] = []
    for (const screen of screens) {
      await page.goto(await screenPath(screen, tokens, page))
      await expect(page.locator('main').first()).toBeVisible()
      await screen.open?.(page)
      await settled(page)
      found.push(...(await findings(page, screen.name)))
    }
    expect(found, 'touch targets and cards on a 390 px phone').toEqual([])
  })
}
