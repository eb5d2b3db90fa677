/**
 * Signing in through the real login screen, and the demo accounts (server/demo/catalog.ts).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { demoUsers } from '../../../server/demo/catalog'
import { DEMO_PASSWORD } from './demo-plant'
import { expect } from './fixtures'
import { anyLang, type Locale } from './i18n'
import { settleRetargeting } from './promotions'

export { DEMO_PASSWORD }

export type DemoKey = 'manager' | 'operator' | 'tech' | 'sales' | 'new'

export interface DemoAccount {
  email: string
  name: string
  locale: Locale
}

export function demoAccount(key: DemoKey): DemoAccount {
  const user = demoUsers.find((u) => u.email === `${key}@demo.plant`)
  if (!user) throw new Error(`no demo user ${key}@demo.plant in server/demo/catalog.ts`)
  return { email: user.email, name: user.displayName, locale: user.language as Locale }
}

export interface LoginResult {
  status: number
  token: string | null
  body: unknown
}

/** The login form's fields, in whatever language the login screen shows. */
export function loginForm(page: Page) {
  return {
    // By role: the label element also holds Mantine's required asterisk, the accessible name not.
    user: page.getByRole('textbox', { name: anyLang('User', { exact: true }) }),
    password: page.getByRole('textbox', { name: anyLang('Password', { exact: true }) }),
    submit: page.getByRole('button', { name: anyLang('Sign in', { exact: true }) }),
  }
}

/**
 * Fills and submits the login form on the current page (navigating to /login first unless
 * `stay` is set) and returns the server's answer to POST /api/login, token included.
 */
export async function submitLogin(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  options: { stay?: boolean } = {},
): Promise<LoginResult> {
  if (!options.stay) await page.goto('/login')
  const form = loginForm(page)
  await form.user.fill(email)
  await form.password.fill(password)
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/login' && r.request().method() === 'POST',
  )
  await form.submit.click()
  const response = await answer
  const body = await response.json().catch(() => null)
  const token = body && typeof body === 'object' && 'token' in body ? String(body.token) : null
  return { status: response.status(), token, body }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
/** What storageState({ indexedDB: true }) adds to each origin (Playwright's types leave it out). */
interface StoredDatabase {
  name: string
  stores: { name: string; records: unknown[] }[]
}

/**
 * Sessions signed in through the form, kept per server and account for the next test that signs in
 * there: the device's stored session (the `session` row of IndexedDB, the theme and language
 * mirrors of localStorage) and the login answer.
 */
const storedSessions = new Map<string, { state: StorageState; result: LoginResult }>()

/** Only the session row: cached queries or queued commands of an earlier test must not leak. */
function sessionOnly(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map(
      (origin: StorageState['origins'][number] & { indexedDB?: StoredDatabase[] }) => ({
        ...origin,
        indexedDB: origin.indexedDB?.map((database) => ({
          ...database,
          stores: database.stores.map((store) =>
            store.name === 'session' ? store : { ...store, records: [] },
          ),
        })),
      }),
    ),
  }
}

/**
 * The origin of the server this page's context talks to (its baseURL: the test's server, or one a
 * test started itself), read from a relative request's resolved URL.
 */
async function serverOrigin(page: Page) {
  const answer = await page.request.get('/api/health')
  return new URL(answer.url()).origin
}

async function stillSignedIn(page: Page, baseURL: string, token: string) {
  const answer = await page.request.post(`${baseURL}/api/verify-token`, {
    headers: { authorization: `Bearer ${token}` },
    data: { token },
  })
  return answer.ok()
}

/**
 * Signs in as a demo account, waits for the home screen and its promotions to settle. The first
 * time on a server it goes through the login form; after that it restores the device's stored
 * session while the server still accepts its token (a test that signs out or changes the password
 * sends the next one through the form again). Tests about signing in use `submitLogin`, or
 * `{ viaForm: true }`.
 */
export async function signIn(
  page: Page,
  key: DemoKey,
  { viaForm = false }: { viaForm?: boolean } = {},
): Promise<LoginResult & { account: DemoAccount }> {
  const account = demoAccount(key)
  const baseURL = await serverOrigin(page)
  const cacheKey = `${baseURL} ${account.email}`
  const stored = viaForm ? undefined : storedSessions.get(cacheKey)
  if (stored?.result.token && (await stillSignedIn(page, baseURL, stored.result.token))) {
    await page.context().setStorageState(stored.state)
    await page.goto('/home')
    await expect(page).toHaveURL(/\/home$/)
    await settleRetargeting(page)
    return { ...stored.result, account }
  }
  const result = await submitLogin(page, account.email)
  expect(result.status, `login of ${account.email}`).toBe(200)
  await expect(page).toHaveURL(/\/home$/)
  const state = sessionOnly(await page.context().storageState({ indexedDB: true }))
  storedSessions.set(cacheKey, { state, result })
  await settleRetargeting(page)
  return { ...result, account }
}
