/**
 * The line-side display fits its screen (issue 31): the demo plant's twelve machines on a 1280x720,
 * a 1920x1080, a 3840x2160 and a portrait 1080x1920 screen, every card whole inside the screen with
 * nothing clipped and no text under the floor (24 px at 1280x720, growing with the screen); and a
 * 40-machine plant pages by itself, a stopped machine never out of sight for two pages running.
 */
import type { Page, TestInfo } from '@playwright/test'
import { apiToken } from './support/demo-plant'
import { serverWithExtraMachines } from './support/extra-machines'
import { expect, test } from './support/fixtures'

/** The text floor (display-layout.ts minTextPx), restated here so a change to it is a decision. */
const floorPx = (width: number, height: number) => 24 * Math.max(1, Math.min(width / 1280, height / 720))

const screens = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
  { width: 1080, height: 1920 },
]

/**
 * A display link of the whole plant, made through the API as the manager, in `language` (the fit
 * is judged in Russian: the longest state names of the six, "Механическая переналадка").
 */
async function plantDisplayLink(page: Page, baseURL: string, language = 'en_EN') {
  const token = await apiToken(baseURL, 'manager@demo.plant')
  const res = await page.request.post(`${baseURL}/api/displays`, {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `display-fit-${Date.now()}` },
    data: { label: 'Whole plant', machineLineId: null, language },
  })
  expect(res.ok()).toBe(true)
  return `/display#${((await res.json()) as { token: string }).token}`
}

/**
 * What the screen shows, read in one go (the pager may turn between two reads): the page indicator,
 * each card's name, whether it is whole on screen and visible, clipped, its smallest text; and
 * how far the page scrolls.
 */
function screenReport(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('article.pp-display-machine')].map((card) => {
      let smallest = Number.POSITIVE_INFINITY
      const texts = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || !parent || parent.getClientRects().length === 0) continue
        smallest = Math.min(smallest, Number.parseFloat(getComputedStyle(parent).fontSize))
      }
      const box = card.getBoundingClientRect()
      return {
        name: card.getAttribute('aria-label') ?? '',
        stopped: card.classList.contains('pp-state-4'),
        visible: card.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        clipped: card.scrollHeight > card.clientHeight + 1 || card.scrollWidth > card.clientWidth + 1,
        smallest,
      }
    })
    return {
      pager: document.querySelector('[data-testid="display-pager"]')?.textContent ?? null,
      cards,
      scroll: {
        x: document.documentElement.scrollWidth - innerWidth,
        y: document.documentElement.scrollHeight - innerHeight,
      },
    }
  })
}
type ScreenReport = Awaited<ReturnType<typeof screenReport>>

/** Every card shown is whole on screen, visible, unclipped, its text at the floor or above. */
function expectFits(report: ScreenReport, width: number, height: number) {
  expect(report.cards.length).toBeGreaterThan(0)
  for (const card of report.cards) {
    expect(card.visible, `${card.name} visible at ${width}x${height}`).toBe(true)
    expect(card.inside, `${card.name} inside ${width}x${height}`).toBe(true)
    expect(card.clipped, `${card.name} clipped at ${width}x${height}`).toBe(false)
    expect(card.smallest, `smallest text of ${card.name} at ${width}x${height}`).toBeGreaterThanOrEqual(
      floorPx(width, height) - 0.01,
    )
  }
  expect(report.scroll, `the page scrolls at ${width}x${height}`).toEqual({ x: 0, y: 0 })
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' })
}

/** The demo plant, live (support/extra-machines.ts), with `count` more machines. */
function plantWith(count: number, stopped: number[]) {
  return test.extend({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring pattern
    server: async ({}, use) => {
      const server = await serverWithExtraMachines(count, stopped)
      await use(server)
      await server.stop()
    },
  })
}

test.describe('the demo plant', () => {
  plantWith(0, [])(
    'shows all twelve machines readable on each screen size, in Russian, without scrolling or paging',
    async ({ page, baseURL }, testInfo) => {
      await page.setViewportSize(screens[0])
      await page.goto(await plantDisplayLink(page, baseURL as string, 'ru_RU'))
      const cards = page.locator('article.pp-display-machine')
      for (const { width, height } of screens) {
        await page.setViewportSize({ width, height })
        await expect(cards).toHaveCount(12)
        // The grid follows the screen a frame or two after the resize: poll until it has.
        await expect
          .poll(async () => (await screenReport(page)).cards.every((c) => c.inside && !c.clipped), {
            message: `cards fit ${width}x${height}`,
          })
          .toBe(true)
        for (const card of await cards.all()) await expect(card).toBeInViewport({ ratio: 1 })
        expectFits(await screenReport(page), width, height)
        await expect(page.getByTestId('display-pager')).toHaveCount(0)
        await shoot(page, testInfo, `display-${width}x${height}`)
      }
      // With the network cut, the "reconnecting" notice takes no row of cards: still one page.
      await page.setViewportSize(screens[0])
      await page.context().setOffline(true)
      await expect(page.getByRole('status').filter({ hasText: 'переподключение' })).toBeVisible()
      await expect
        .poll(async () => (await screenReport(page)).cards.every((c) => c.inside && !c.clipped), {
          message: 'cards fit 1280x720 offline',
        })
        .toBe(true)
      await expect(cards).toHaveCount(12)
      await expect(page.getByTestId('display-pager')).toHaveCount(0)
      await page.context().setOffline(false)
    },
  )
})

test.describe('a 40-machine plant', () => {
  const bigPlant = plantWith(28, [5, 19])

  bigPlant(
    'pages by itself, showing every machine and keeping stopped ones in sight',
    async ({ page, baseURL }, testInfo) => {
      const { width, height } = screens[0]
      await page.setViewportSize({ width, height })
      const link = await plantDisplayLink(page, baseURL as string)
      await page.clock.install()
      await page.goto(link)
      const pager = page.getByTestId('display-pager')
      await expect(pager).toHaveText(/^Page 1 of \d+/)
      // The grid shows once its first layout held for two frames (useSettled), which can be a frame
      // after the pager appears: read the cards only then (a fresh-clone run read them hidden).
      await expect(page.locator('.pp-display-grid')).toBeVisible()
      const pageCount = Number(((await pager.textContent()) ?? '').match(/of (\d+)/)?.[1])
      expect(pageCount).toBeGreaterThan(1)
      // Each turn is forced with the page's clock rather than waited for; time also flows, so a turn
      // may come by itself: pages are told apart by their indicator, read with their cards.
      const byPage = new Map<number, ScreenReport['cards']>()
      for (let look = 0; look < pageCount * 3 && byPage.size < pageCount; look++) {
        const report = await screenReport(page)
        const index = Number(report.pager?.match(/^Page (\d+) of/)?.[1])
        if (!byPage.has(index)) {
          expectFits(report, width, height)
          byPage.set(index, report.cards)
          await shoot(page, testInfo, `display-40-page-${index}`)
        }
        await page.clock.fastForward(10_000)
        await expect.poll(async () => (await screenReport(page)).pager).not.toBe(report.pager)
      }
      expect([...byPage.keys()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: pageCount }, (_, i) => i + 1),
      )
      const shown = [...byPage.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, cards]) => ({
          names: cards.map((c) => c.name),
          stopped: cards.filter((c) => c.stopped).map((c) => c.name),
        }))

      const all = new Set(shown.flatMap((p) => p.names))
      expect(all.size).toBe(40)
      const stopped = new Set(shown.flatMap((p) => p.stopped))
      expect(stopped.has('Extra press 05') && stopped.has('Extra press 19')).toBe(true)
      // Never two pages running without a stopped machine (the pages cycle).
      for (const name of stopped) {
        shown.forEach((p, i) => {
          const next = shown[(i + 1) % shown.length]
          expect(
            p.names.includes(name) || next.names.includes(name),
            `${name} hidden two turns from ${i + 1}`,
          ).toBe(true)
        })
      }
    },
  )
})
