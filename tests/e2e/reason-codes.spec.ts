/**
 * Names in the user's language (issue 29 item 3, ADR 034): a Spanish account (operator@) and a
 * Russian one (manager@ switched to ru_RU) read no English stop reason or machine state name on
 * the inactivity, statistics and plant-control screens. The screens' text (HTML and chart SVG) is
 * read against the English catalogue: the stop-reason catalogue's names and the machine states'.
 * The manager's language changes, so the test has a server of its own.
 */
import type { Page } from '@playwright/test'
import { stopReasonTexts } from '../../server/documents/stop-reason-texts'
import { stopReasonCodes } from '../../src/contract/stop-reasons'
import { expect, test } from './support/fixtures'
import { DEMO_PASSWORD, type DemoKey, demoAccount, signIn } from './support/session'

test.use({ isolated: true })

const englishNames = [
  ...stopReasonCodes.map((c) => stopReasonTexts[c].en_EN),
  // Machine states (src/lib/messages/machine-states.ts).
  'Mechanical change',
  'Adjustment and approval',
  'Adjustment',
  'Production',
  'Turning',
  'Inactivity',
  'Power off',
]

/** Every English name the page shows, as a whole word sequence (case-sensitive, as the catalogue writes it). */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const svg = [...document.querySelectorAll('svg text')].map((e) => e.textContent ?? '')
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, with its line breaks between cells
    return `${document.body.innerText}\n${svg.join('\n')}`
  })
  return englishNames.filter((name) => new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'u').test(text))
}

async function machineId(page: Page, token: string, name: string) {
  const res = await page.request.get('/api/statistics/machines', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  const machine = ((await res.json()) as { id: number; name: string }[]).find((m) => m.name === name)
  expect(machine, name).toBeTruthy()
  return (machine as { id: number }).id
}

async function readScreens(page: Page, key: DemoKey, lang: 'es' | 'ru') {
  const { token } = await signIn(page, key)
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`))
  const flexo = await machineId(page, token as string, 'Flexo CI 1')

  // Inactivities: summary, trends, table and Pareto of a machine over its last month.
  await page.goto(`/inactivities?machine=${flexo}`)
  await expect(page).toHaveURL(/from=/)
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  expect(await englishOn(page), `${key} on /inactivities`).toEqual([])

  // Statistics: a month of one machine (week grouping without days opens on its last month).
  await page.goto(
    `/statistics?type=1&machines=${encodeURIComponent(JSON.stringify([flexo]))}&grouping=%22week%22`,
  )
  await expect(page).toHaveURL(/from=/)
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('region').nth(1)).toBeVisible({ timeout: 30_000 })
  expect(await englishOn(page), `${key} on /statistics`).toEqual([])

  // Plant control: the state badges of the cards, and of the list.
  await page.goto('/plant-control')
  await expect(page.locator('article.pp-machine-card').first()).toBeVisible({ timeout: 30_000 })
  expect(await englishOn(page), `${key} on /plant-control`).toEqual([])
}

test('a Spanish account reads no English reason or state name', async ({ page }) => {
  test.setTimeout(150_000)
  await readScreens(page, 'operator', 'es')
})

test('a Russian account reads no English reason or state name', async ({ page }) => {
  test.setTimeout(150_000)
  // manager@ reads Russian (the language is a profile setting), set before the browser signs in.
  const manager = demoAccount('manager')
  const login = await page.request.post('/api/login', {
    // Both base64-encoded, as the login form sends them.
    data: { user: btoa(manager.email), password: btoa(DEMO_PASSWORD) },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const changed = await page.request.post('/api/update_language', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { language: 'ru_RU', maintenance_language: 'en_EN', technical_language: 'ru_RU' },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  await readScreens(page, 'manager', 'ru')
})
