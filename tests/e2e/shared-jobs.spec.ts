/**
 * The shared-jobs screen (spec 002 §2.3, §4, §5, §8.1; issue 16 item 1) in Chromium against the
 * real server: a manager (metric units) creates a customer (a bad e-mail refused first) and a job,
 * fills the recipe, sees a section flagged for an out-of-range value and the caution on Save, fixes
 * it, saves (the stored values are the machine's imperial ones), finds the values after a reload,
 * cannot delete a customer that still has a job, then deletes the job and the customer; a phone
 * shows the whole recipe without sideways scroll; an imperial user sees the stored values as they are.
 * Names carry Date.now(): the tests of a worker share one seeded database.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { recipeFields, recipeSections } from '../../src/contract/shared-job-recipe'
import type { RecipeRow, SharedCustomer, SharedJob } from '../../src/contract/shared-jobs'
import { expect, test } from './support/fixtures'
import { expectNoSidewaysScroll } from './support/layout'
import { DEMO_PASSWORD, demoAccount, signIn } from './support/session'

const sectionTitles = [
  'Configuration',
  'Coating',
  'NIPs pressures',
  'Winders - Unwinder 1',
  'Winders - Unwinder 2',
  'Winders - Rewinder',
  'Treaters - Treater 1',
  'Treaters - Treater 2',
  'Extra',
]

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

/** A customer with one job, made through the API (for the tests that are not about creating them). */
async function customerWithJob(request: APIRequestContext, token: string, stamp: string) {
  const customerRes = await request.post('/api/shared/customers', {
    headers: auth(token),
    data: {
      name: `Phone Customer ${stamp}`,
      country: 'Spain',
      address: 'Calle Mayor 1',
      email: 'buyer@example.com',
      phone: '600123123',
      isShared: 1,
    },
  })
  expect(customerRes.status()).toBe(200)
  const customer = (await customerRes.json()) as SharedCustomer
  const jobRes = await request.post('/api/shared/jobs', {
    headers: auth(token),
    data: { reference: `Film ${stamp}`, sharedCustomer: customer.id, isShared: 1 },
  })
  expect(jobRes.status()).toBe(200)
  const job = (await jobRes.json()) as SharedJob
  const removeAll = async () => {
    await request.delete(`/api/shared/jobs/${job.id}`, { headers: auth(token) })
    await request.delete(`/api/shared/customers/${customer.id}`, { headers: auth(token) })
  }
  return { customer, job, removeAll }
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function openJob(page: Page, customer: string, reference: string) {
  await choose(page, 'Shared customer', customer)
  await choose(page, 'Shared job', reference)
  await expect(page.getByRole('heading', { name: `${reference.toUpperCase()} CONFIGURATION` })).toBeVisible()
}

const section = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true })
const flagged = (page: Page, title: string) =>
  page.getByRole('button', { name: `${title}: section has invalid fields`, exact: true })
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true })

test('a manager creates a customer and a job, saves a recipe, finds it after a reload, and deletes both', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000)
  // The browser logs the refused deletion of a customer with a job; the toast is what this test checks.
  consoleGuard.allow(/status of 409 \(Conflict\).*\/api\/shared\/customers\//)
  await page.setViewportSize({ width: 1280, height: 900 })
  const { token } = await signIn(page, 'manager')
  const stamp = String(Date.now())
  const customer = `E2E Customer ${stamp}`
  const reference = `Film ${stamp}`

  await page.goto('/shared-jobs')
  await expect(page.getByRole('heading', { name: 'SHARED JOB MANAGEMENT' })).toBeVisible()
  await expect(page).toHaveTitle(/^Shared jobs \| /)
  await expect(page.getByRole('combobox', { name: 'Shared job' })).toHaveCount(0)

  // The customer: a bad e-mail is refused in the form; the modal closes after the creation.
  await page.getByRole('button', { name: 'Add shared customer' }).click()
  const customerForm = page.getByRole('dialog', { name: 'Create Shared Customer' })
  await customerForm.getByRole('textbox', { name: 'Name', exact: true }).fill(customer)
  await customerForm.getByRole('textbox', { name: 'Country' }).fill('Spain')
  await customerForm.getByRole('textbox', { name: 'Address' }).fill('Calle Mayor 1, Madrid')
  await customerForm.getByRole('textbox', { name: 'Email' }).fill('buyer-at-example')
  await customerForm.getByRole('textbox', { name: 'Phone' }).fill('600123123')
  await customerForm.getByRole('button', { name: 'Create' }).click()
  await expect(customerForm.getByText('Please provide a valid email')).toBeVisible()
  await customerForm.getByRole('textbox', { name: 'Email' }).fill('buyer@example.com')
  await customerForm.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, `Shared Customer ${customer} created successfully!`)).toBeVisible()
  await expect(customerForm).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Shared customer' })).toHaveValue(customer)

  // The job, selected once created: its recipe opens with the first section.
  await page.getByRole('button', { name: 'Add shared job' }).click()
  const jobForm = page.getByRole('dialog', { name: 'Create Shared Job' })
  await jobForm.getByRole('textbox', { name: 'Reference' }).fill(reference)
  await expect(jobForm.getByRole('textbox', { name: 'Reference' })).toHaveValue(reference)
  // The answer first: a failure then names the status instead of a missing toast.
  const jobCreated = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/shared/jobs',
  )
  await jobForm.getByRole('button', { name: 'Create' }).click()
  expect((await jobCreated).status()).toBe(200)
  await expect(toast(page, `Shared Job ${reference} created successfully!`)).toBeVisible()
  await expect(jobForm).toBeHidden()
  await expect(page.getByRole('heading', { name: `${reference.toUpperCase()} CONFIGURATION` })).toBeVisible()
  for (const title of sectionTitles) await expect(section(page, title)).toBeVisible()
  await expect(section(page, 'Configuration')).toHaveAttribute('aria-expanded', 'true')
  await expect(section(page, 'Coating')).toHaveAttribute('aria-expanded', 'false')

  // Metric: 1000 ft/min is shown as 304.8 m/min, 35 in as 889 mm.
  await expect(page.getByRole('textbox', { name: 'Preselected speed' })).toHaveValue('304.8')
  await section(page, 'Coating').click()
  const width = page.getByRole('textbox', { name: 'Coating width' })
  await expect(width).toHaveValue('889')

  // Out of range: the field and its section are flagged, and Save sends nothing.
  await width.fill('300')
  await expect(flagged(page, 'Coating')).toBeVisible()
  await expect(page.getByText('Out of range: 398.8 to 1130.3 mm.')).toBeVisible()
  let posted = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/tags')) posted++
  })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Caution! Fields empty or out of range')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(posted).toBe(0)

  // Fixed, with a switch and a select changed too, then saved after Yes.
  await width.fill('500.5')
  await expect(section(page, 'Coating')).toBeVisible()
  const cooling = page.getByRole('switch', { name: 'Cooling' })
  await expect(cooling).toBeChecked()
  await cooling.click()
  await expect(cooling).not.toBeChecked()
  await page.getByRole('combobox', { name: 'Machine configuration' }).selectOption({ label: 'Rewinding' })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure to save the changes?' })
  const saved = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/tags'),
  )
  await confirm.getByRole('button', { name: 'Yes' }).click()
  const rows = ((await saved).postDataJSON() as { rows: RecipeRow[] }).rows
  await expect(toast(page, 'Shared Job Configurations updated successfully!')).toBeVisible()
  await expect(confirm).toBeHidden()
  // Every field is sent, in the machine's units with a decimal comma.
  expect(rows.map((r) => r.alias)).toEqual(recipeFields.map((f) => f.alias))
  const sent = new Map(rows.map((r) => [r.alias, r.value]))
  expect(sent.get('Coating_Width')).toBe('19,7047')
  expect(sent.get('Accessories_Cooling')).toBe('0')
  expect(sent.get('General_MachineConfig')).toBe('1')
  expect(sent.get('General_PreselectedSpeed')).toBe('1000')
  expect(sent.get('Unw1_Thickness')).toBe('5,0')

  // A reload: choose them again and find the values.
  await page.reload()
  await openJob(page, customer, reference)
  await expect(page.getByRole('switch', { name: 'Cooling' })).not.toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Machine configuration' })).toHaveValue('1')
  await section(page, 'Coating').click()
  await expect(page.getByRole('textbox', { name: 'Coating width' })).toHaveValue('500.5')
  await expect(page.getByRole('textbox', { name: 'Coating tension' })).toHaveValue('6.8')
  // No serious or critical axe finding with the recipe open.
  const axe = await new AxeBuilder({ page }).analyze()
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])

  // A customer with a job cannot be deleted.
  await page.getByRole('button', { name: 'Delete shared customer' }).click()
  let question = page.getByRole('dialog', { name: 'Are you sure to delete this Shared Customer?' })
  await question.getByRole('button', { name: 'Yes' }).click()
  await expect(
    toast(
      page,
      "Error: Failed to delete the shared Customer. Make sure this customer doesn't have any shared jobs associated.",
    ),
  ).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Shared customer' })).toHaveValue(customer)

  // The job, then the customer.
  await page.getByRole('button', { name: 'Delete shared job' }).click()
  question = page.getByRole('dialog', { name: 'Are you sure to delete this Shared Job?' })
  await question.getByRole('button', { name: 'Yes' }).click()
  await expect(toast(page, `Shared Job ${reference} deleted.`)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Shared job' })).toHaveValue('')
  await expect(page.getByRole('heading', { name: `${reference.toUpperCase()} CONFIGURATION` })).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Shared job' }).click()
  await expect(page.getByRole('option', { name: reference })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Delete shared customer' }).click()
  question = page.getByRole('dialog', { name: 'Are you sure to delete this Shared Customer?' })
  await question.getByRole('button', { name: 'Yes' }).click()
  await expect(toast(page, `Shared Customer ${customer} deleted.`)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Shared customer' })).toHaveValue('')
  await expect(page.getByRole('combobox', { name: 'Shared job' })).toHaveCount(0)

  // The API agrees: the customer is gone.
  const list = await page.request.get('/api/shared/customers', { headers: auth(token as string) })
  expect(((await list.json()) as { name: string }[]).some((c) => c.name === customer)).toBe(false)
})

test('a phone shows the whole recipe without sideways scroll', async ({ page }) => {
  const { token } = await signIn(page, 'manager')
  const { customer, job, removeAll } = await customerWithJob(
    page.request,
    token as string,
    String(Date.now()),
  )
  try {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/shared-jobs')
    await openJob(page, customer.name, job.reference)
    for (const title of sectionTitles.slice(1)) await section(page, title).click()
    await expect(page.getByRole('textbox', { name: 'G-Scan calibration name' })).toBeVisible()
    // An invalid field's message and flag must fit too.
    await page.getByRole('textbox', { name: 'Treater 2 power' }).fill('9000')
    await expect(flagged(page, 'Treaters - Treater 2')).toBeVisible()
    await expectNoSidewaysScroll(page)
    expect(recipeSections).toHaveLength(sectionTitles.length)
  } finally {
    await removeAll()
  }
})

test.describe('an imperial user', () => {
  test.use({ isolated: true })

  test('sees and types the stored values in the machine units', async ({ page }) => {
    // The login wire carries the credentials in base64.
    const b64 = (text: string) => Buffer.from(text).toString('base64')
    const login = await page.request.post('/api/login', {
      data: {
        user: b64(demoAccount('manager').email),
        password: b64(DEMO_PASSWORD),
        token: '',
        redirect: false,
      },
    })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const imperial = await page.request.post('/api/modify_user_preferences', {
      headers: auth(token),
      data: {
        preferences: [
          'USER_SENDPDFWHENFINISHORDER_NO',
          'USER_SENDPDFMAINTENANCE_NO',
          'USER_GLOBALUNITSYSTEM_IMPERIAL',
          'SEPARATOR_MILES_COMMA',
          'SEPARATOR_DECIMAL_DOT',
        ],
      },
    })
    expect(imperial.status(), await imperial.text()).toBe(200)
    const { customer, job } = await customerWithJob(page.request, token, String(Date.now()))

    await signIn(page, 'manager')
    await page.goto('/shared-jobs')
    await openJob(page, customer.name, job.reference)
    await expect(page.getByRole('textbox', { name: 'Preselected speed' })).toHaveValue('1000')
    await expect(page.getByText('0 to 1640 ft/min').first()).toBeVisible()
    await section(page, 'Winders - Unwinder 1').click()
    await expect(page.getByRole('textbox', { name: 'Unwinder 1 thickness' })).toHaveValue('5.0')
    await expect(page.getByText('0.024 to 39.3 mils').first()).toBeVisible()
    await section(page, 'Coating').click()
    const width = page.getByRole('textbox', { name: 'Coating width' })
    await expect(width).toHaveValue('35')
    await width.fill('44.6')
    await expect(flagged(page, 'Coating')).toBeVisible()
    await width.fill('44.5')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const saved = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/tags'),
    )
    await page
      .getByRole('dialog', { name: 'Are you sure to save the changes?' })
      .getByRole('button', { name: 'Yes' })
      .click()
    const rows = ((await saved).postDataJSON() as { rows: RecipeRow[] }).rows
    expect(rows.find((r) => r.alias === 'Coating_Width')?.value).toBe('44,5')
    await expect(toast(page, 'Shared Job Configurations updated successfully!')).toBeVisible()
  })
})
