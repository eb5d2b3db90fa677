/**
 * Names in the user's language (issue 29 item 3, ADR 034): a Spanish account (operator@) and a
 * Russian one (manager@ switched to ru_RU) read no English reason, state, type or unit name on the
 * inactivity, statistics, plant-control, order-detail and maintenance screens, and the Russian one
 * on job costing (the operator has no job costing). The screens' text (HTML and chart SVG) is read
 * against the English names of every coded thing they show: stop reasons and their categories,
 * machine states, consumable types, units of consumption, and the maintenance vocabulary. A name
 * the plant typed itself (machines, materials, tasks, their reasons, notes) is shown as typed:
 * it is taken out of the text before the check. The manager's language changes, so the test has a
 * server of its own.
 */
import type { Page } from '@playwright/test'
import { stopReasonTexts } from '../../server/documents/stop-reason-texts'
import { stopReasonCodes } from '../../src/contract/stop-reasons'
import { demoMonthSearch } from './support/demo-days'
import { expect, test } from './support/fixtures'
import { type Locale, readsAsEnglish, tr } from './support/i18n'
import { DEMO_PASSWORD, type DemoKey, demoAccount, signIn } from './support/session'

test.use({ isolated: true })

const englishNames = [
  ...stopReasonCodes.map((c) => stopReasonTexts[c].en_EN),
  // Stop categories (src/lib/messages/stop-reasons.ts).
  'Planned changeover',
  'Planned stop',
  'Waiting',
  'Unplanned stop',
  // Machine states (src/lib/messages/machine-states.ts).
  'Mechanical change',
  'Adjustment and approval',
  'Adjustment',
  'Production',
  'Turning',
  'Inactivity',
  'Power off',
  // Consumable types (src/lib/messages/consumable-types.ts) and job costing's categories.
  'Energy',
  'Ink',
  'Material',
  'Cleaning solvent',
  'Viscosity solvent',
  'Nitrogen',
  'Compressed air',
  'Gas',
  'Water',
  'Solvents',
  // Units of consumption (src/lib/messages/quantity-units.ts, ADR 031: Russian writes them in
  // Cyrillic), and the stored codes no screen prints.
  'kWh',
  'kg',
  'L',
  'kW',
  'Kg',
  'lts',
  // Minutes of work on the maintenance screens ('1 h 5 min'; Russian '1 ч 5 мин').
  'h',
  'min',
  // Maintenance (src/features/maintenance/components/labels.ts): states, risk names, frequencies,
  // task types, machine conditions and the rules' reasons.
  'Created',
  'Done',
  'Cancelled',
  'Outdated',
  'Postponed',
  'Unclassified',
  "People's safety, high",
  "People's safety, moderate",
  'Machine productivity, high',
  'Machine productivity, moderate',
  'Machine life',
  'Daily',
  'Weekly',
  'Monthly',
  'Yearly',
  'Custom',
  'One-off',
  'Adjust',
  'Clean',
  'Grease',
  'Review',
  'Substitute',
  'Machine stopped',
  'Machine running',
  'Locked out',
  'Your account can read maintenance but not change it.',
  'This work order is assigned to someone else.',
  'Your role may not do this at this risk level.',
  'An operator may not cancel work at risk 3, 4 or 5.',
  "Work that affects people's safety (risk 1 or 2) cannot be cancelled.",
  "An operator may not postpone work that affects people's safety.",
  'This work order is already closed.',
]

const speedUnits = ['m/min', 'ft/min']

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every English name the page shows, as a whole word sequence (case-sensitive, as the catalogue
 * writes it), leaving out the plant's own names (`typed`) and the names the language writes as
 * English does (Spanish "Material", "Gas").
 */
async function englishOn(page: Page, locale: Locale, typed: readonly string[] = []): Promise<string[]> {
  let text = await page.evaluate(() => {
    const svg = [...document.querySelectorAll('svg text')].map((e) => e.textContent ?? '')
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, with its line breaks between cells
    return `${document.body.innerText}\n${svg.join('\n')}`
  })
  // Speeds keep their Latin symbol in every language (ADR 031: m, mm and m/min are outside it).
  for (const name of [...typed, ...speedUnits].filter(Boolean).sort((a, b) => b.length - a.length))
    text = text.split(name).join('\n')
  return englishNames
    .filter((name) => !readsAsEnglish(locale, name))
    .filter((name) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}($|[^\\p{L}])`, 'u').test(text))
}

/**
 * Brings each section into view, so the charts drawn when scrolled to (components/when-scrolled-to)
 * are on the page with their texts, and waits until they have.
 */
async function drawEveryChart(page: Page) {
  const regions = page.getByRole('region')
  for (let i = 0; i < (await regions.count()); i++) await regions.nth(i).scrollIntoViewIfNeeded()
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 })
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

interface HistoricRow {
  machine: string
  machineHashCode: string
  idM: number
  insertTimestamp: number
  reference: string
  dateFinish: string | null
}

interface OrderAnswer {
  machine: { name: string }
  job: { reference: string | null; customer: string | null; material: string | null }
  operators: { name: string }[]
  inactivities: { reasonCode: string | null }[]
}

/** A finished order of the machine with stops, read from the API as the user (as order-detail.spec does). */
async function finishedOrderWithStops(page: Page, token: string, machine: string) {
  const auth = { Authorization: `Bearer ${token}` }
  const res = await page.request.post('/api/order/historic', { headers: auth, data: { limit: 100 } })
  expect(res.status()).toBe(200)
  const rows = ((await res.json()) as { results: HistoricRow[] }).results.filter(
    (r) => r.machine === machine && r.dateFinish !== null,
  )
  for (const row of rows.slice(0, 5)) {
    const query = `machineHashCode=${row.machineHashCode}&idOnMachine=${row.idM}&insertTimestamp=${row.insertTimestamp}`
    const production = await page.request.get(`/api/order/production?${query}`, { headers: auth })
    expect(production.status()).toBe(200)
    const answer = (await production.json()) as OrderAnswer
    if (answer.inactivities.some((s) => s.reasonCode !== null)) {
      // What the plant typed that the page shows as typed: machine, job, customer, material, operators.
      const typed = [
        answer.machine.name,
        answer.job.reference,
        answer.job.customer,
        answer.job.material,
        ...answer.operators.map((o) => o.name),
      ].filter((s): s is string => typeof s === 'string')
      return { path: `/machine-control/${row.machineHashCode}/${row.idM}/${row.insertTimestamp}`, row, typed }
    }
  }
  throw new Error(`no finished order of ${machine} with coded stops among its last five`)
}

interface WorkOrder {
  id: number
  taskName: string
  machineName: string | null
  assetName: string | null
  operatorName: string | null
  notes: string | null
  reason: string | null
  provider: string | null
  description: string | null
  doneByName: string | null
  instructions: { fileName: string } | null
  history: { userName: string | null; notes: string | null }[]
}

/** The newest done work order the user sees, with the texts people typed into it. */
async function doneWorkOrder(page: Page, token: string) {
  const auth = { Authorization: `Bearer ${token}` }
  const list = await page.request.get('/api/maintenanceEvent', {
    headers: auth,
    params: { maintenanceStates: '2', orderBy: '-date', limit: '1' },
  })
  expect(list.status()).toBe(200)
  const [first] = ((await list.json()) as { results: { id: number }[] }).results
  expect(first, 'a done work order (demo data)').toBeTruthy()
  const detail = await page.request.get(`/api/maintenanceEvent/${first.id}`, { headers: auth })
  expect(detail.status()).toBe(200)
  const event = (await detail.json()) as WorkOrder
  const typed = [
    event.taskName,
    event.machineName,
    event.assetName,
    event.operatorName,
    event.notes,
    event.reason,
    event.provider,
    event.description,
    event.doneByName,
    event.instructions?.fileName,
    ...event.history.flatMap((h) => [h.userName, h.notes]),
  ].filter((s): s is string => typeof s === 'string')
  return { event, typed }
}

/**
 * Signs in once and reads every screen: inactivities, statistics, plant control, a finished
 * order's detail, the maintenance dashboard and a work order, and job costing where the account
 * has it.
 */
async function readScreens(page: Page, key: DemoKey, locale: Locale) {
  const lang = locale.slice(0, 2)
  const { token, body } = await signIn(page, key)
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`))
  const flexo = await machineId(page, token as string, 'Flexo CI 1')
  const t = (message: string) => tr(locale, message)

  // Inactivities: summary, trends, table and Pareto of a machine over a month of the demo's work.
  await page.goto(`/inactivities?machine=${flexo}&${demoMonthSearch}`)
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 })
  await drawEveryChart(page)
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  expect(await englishOn(page, locale), `${key} on /inactivities`).toEqual([])

  // Statistics: a month of one machine, week by week.
  await page.goto(
    `/statistics?type=1&machines=${encodeURIComponent(JSON.stringify([flexo]))}&grouping=%22week%22&${demoMonthSearch}`,
  )
  await expect(page.getByRole('region').nth(1)).toBeVisible({ timeout: 30_000 })
  await drawEveryChart(page)
  expect(await englishOn(page, locale), `${key} on /statistics`).toEqual([])

  // Plant control: the state badges of the cards, and of the list.
  await page.goto('/plant-control')
  await expect(page.locator('article.pp-machine-card').first()).toBeVisible({ timeout: 30_000 })
  expect(await englishOn(page, locale), `${key} on /plant-control`).toEqual([])

  // A finished order with stops: states, inactivities (pie and legend), inkwells, and the plant
  // costs for the manager (job costing). Customers, jobs, operators and inks are the plant's.
  const order = await finishedOrderWithStops(page, token as string, 'Flexo CI 1')
  await page.goto(order.path)
  await expect(page.getByRole('heading', { level: 2, name: order.row.reference })).toBeVisible({
    timeout: 30_000,
  })
  const inactivities = page.getByRole('region', { name: t('Inactivities'), exact: true })
  await expect(inactivities.getByRole('img', { name: t('Inactivities by description') })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('region', { name: t('States'), exact: true })).toBeVisible()
  const costs = key === 'manager'
  if (costs) {
    await expect(
      page
        .getByRole('region', { name: t('Plant costs'), exact: true })
        .locator('tbody tr')
        .first(),
    ).toBeVisible({ timeout: 30_000 })
  }
  // The late sections (costs, their versions, the histogram) have arrived.
  await expect(page.getByRole('status', { name: t('Loading'), exact: true })).toHaveCount(0, {
    timeout: 30_000,
  })
  await expect(page.getByRole('status', { name: t('Loading chart'), exact: true })).toHaveCount(0, {
    timeout: 30_000,
  })
  expect(await englishOn(page, locale, order.typed), `${key} on the order detail`).toEqual([])

  // Maintenance: the dashboard (figures, risks, weeks chart) and a done work order.
  await page.goto('/maintenance/dashboard')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 })
  expect(await englishOn(page, locale), `${key} on /maintenance/dashboard`).toEqual([])
  const work = await doneWorkOrder(page, token as string)
  await page.goto(`/maintenance/events/${work.event.id}`)
  await expect(page.getByRole('heading', { level: 2, name: work.event.taskName })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(t('Machine condition'), { exact: true })).toBeVisible()
  expect(await englishOn(page, locale, work.typed), `${key} on a work order`).toEqual([])

  if (!costs) return
  // Job costing: the machine costs (their units), the statistics tab (one card per consumable
  // type, the category tabs) and the energy tab (a card per type of the category with its prices).
  // The tour is for another test: dismissed on this device.
  const userId = (body as { user: { userId: number } }).user.userId
  await page.evaluate(
    (k) => localStorage.setItem(k, '1'),
    `plant-portal.job-costing.tour-dismissed:${userId}`,
  )
  await page.goto('/job-costing')
  await expect(page.getByRole('textbox', { name: t('Cliché time') })).toHaveValue(/\d/, { timeout: 30_000 })
  expect(await englishOn(page, locale), `${key} on /job-costing, machine`).toEqual([])
  await page.getByRole('tab', { name: t('Statistics'), exact: true }).click()
  await expect(page.locator('[data-testid^="cost-type-"] table tbody tr').first()).toBeVisible({
    timeout: 30_000,
  })
  expect(await englishOn(page, locale), `${key} on /job-costing, statistics`).toEqual([])
  await page.getByRole('tab', { name: t('Energy'), exact: true }).click()
  await expect(page.locator('#consumable-type-1')).toBeVisible({ timeout: 30_000 })
  expect(await englishOn(page, locale), `${key} on /job-costing, energy`).toEqual([])
}

test('a Spanish account reads no English reason, state, type or unit name', async ({ page }) => {
  test.setTimeout(180_000)
  await readScreens(page, 'operator', 'es_ES')
})

test('a Russian account reads no English reason, state, type or unit name', async ({ page }) => {
  test.setTimeout(180_000)
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
  await readScreens(page, 'manager', 'ru_RU')
})
