/**
 * Every area's first screen as the user who opens it (issue 30's table, bench/web.ts's screens):
 * the JavaScript budgets (first-load.spec.ts) and the phone's touch targets (phone-targets.spec.ts)
 * walk the same list, so a new area is added once.
 */
import type { Page } from '@playwright/test'
import { finishedFlexoOrder } from './demo-plant'
import { expect } from './fixtures'
import type { DemoKey } from './session'

export interface ScreenTokens {
  /** The bearer token of the user who opens the screen. */
  user: string
  /** The manager's (the technician may not read historical). */
  manager: string
  baseURL: string
}

export interface FirstScreen {
  /** How a check's table and a failure name it. */
  name: string
  /** The user who opens it (issue 30's table). */
  user: DemoKey
  /** Its address; a function when it needs the demo plant's data (an order, a work order), asked of the API. */
  path: string | ((tokens: ScreenTokens, page: Page) => Promise<string>)
  /** What the user does there before the screen is what they came for (a manual opened). */
  open?: (page: Page) => Promise<void>
}

/** A line-side display link of the whole plant, made through the API as the manager. */
async function aDisplayLink({ manager: token }: ScreenTokens, page: Page) {
  const res = await page.request.post('/api/displays', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `first-screen-${Date.now()}` },
    data: { label: 'First screen', machineLineId: null },
  })
  expect(res.ok()).toBe(true)
  return `/display#${((await res.json()) as { token: string }).token}`
}

/** An open work order the user may open. */
async function aWorkOrder({ user: token }: ScreenTokens, page: Page) {
  const res = await page.request.get('/api/maintenanceEvent', {
    headers: { authorization: `Bearer ${token}` },
    params: { maintenanceStates: '1', limit: '1' },
  })
  expect(res.status()).toBe(200)
  const { results } = (await res.json()) as { results: { id: number }[] }
  if (!results[0]) throw new Error('no open work order in the demo plant')
  return `/maintenance/events/${results[0].id}`
}

const anOrder = async ({ baseURL, manager }: ScreenTokens) =>
  `/machine-control/${await finishedFlexoOrder(baseURL, manager)}`

export const firstScreens: FirstScreen[] = [
  { name: 'plant control (manager)', user: 'manager', path: '/plant-control' },
  { name: 'plant control (operator)', user: 'operator', path: '/plant-control' },
  { name: 'historical', user: 'manager', path: '/historical' },
  { name: 'order detail', user: 'manager', path: anOrder },
  {
    name: "operation analytics' interest page",
    user: 'tech',
    path: async ({ baseURL, manager }) =>
      `/operation-analytics-interested/${await finishedFlexoOrder(baseURL, manager)}`,
  },
  { name: 'statistics', user: 'manager', path: '/statistics' },
  { name: 'inactivities', user: 'manager', path: '/inactivities' },
  { name: 'job costing', user: 'manager', path: '/job-costing' },
  { name: 'technical documents', user: 'tech', path: '/documents' },
  { name: 'maintenance dashboard', user: 'manager', path: '/maintenance/dashboard' },
  { name: 'maintenance today', user: 'tech', path: '/maintenance/today' },
  { name: 'maintenance calendar', user: 'tech', path: '/maintenance/calendar' },
  { name: 'a work order', user: 'tech', path: aWorkOrder },
  {
    name: 'a manual in the viewer',
    user: 'tech',
    path: '/documents/FX-CI-2019-0412/operational',
    open: async (page) => {
      await page.getByRole('link', { name: 'Operation manual — Flexo CI 1' }).click()
      await expect(page.locator('.pdfViewer .page canvas').first()).toBeVisible()
    },
  },
  { name: 'the line-side display', user: 'manager', path: aDisplayLink },
  { name: 'shared jobs', user: 'manager', path: '/shared-jobs' },
  { name: 'genius board', user: 'manager', path: '/genius-board' },
  { name: 'plant configuration', user: 'manager', path: '/plant-configuration' },
]

/** The screen's address, asking the API when it needs the demo plant's data. */
export async function screenPath(screen: FirstScreen, tokens: ScreenTokens, page: Page) {
  return typeof screen.path === 'string' ? screen.path : screen.path(tokens, page)
}
