/**
 * Shared jobs (spec 002 §3.1, §5, §7.1; issue 16 items 1 and 3): shared customers, their jobs and
 * each job's recipe, scoped to the caller's company; uniqueness kept by the database (also when two
 * creations race); a customer with jobs is not deleted; a recipe is checked row by row (one 400 with
 * every bad row, nothing stored) and read back exactly as saved; ROLE_COMMERCIAL only reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { demoSharedCustomers } from '../../server/demo/shared-jobs'
import { hashToken, newToken } from '../../server/lib/tokens'
import {
  type RecipeField,
  recipeFieldByAlias,
  recipeFields,
  recipeValueProblem,
  toStoredText,
} from '../../src/contract/shared-job-recipe'
import { call, newKey } from './account-helpers'
import { signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let sales: string
/** A user of another company. */
let stranger: string

beforeAll(async () => {
  t = await createTestApp()
  manager = await signIn(t, 'manager@demo.plant')
  sales = await signIn(t, 'sales@demo.plant')
  const [company] = await t.ctx.db.insert(schema.companies).values({ name: 'Other Converters' }).returning()
  const [user] = await t.ctx.db
    .insert(schema.users)
    .values({
      companyId: company.id,
      email: 'user@other.example',
      username: 'user@other.example',
      displayName: 'Other User',
      passwordHash: 'unused',
      roles: ['ROLE_USER'],
      hasAcceptedTos: true,
    })
    .returning()
  stranger = newToken()
  await t.ctx.db.insert(schema.sessions).values({
    userId: user.id,
    tokenHash: hashToken(stranger),
    expiresAt: new Date(Date.now() + 24 * 3600e3),
  })
}, 120_000)
afterAll(() => t.close())

const get = (token: string, url: string) => call(t, token, 'GET', `/api${url}`)
const post = (token: string, url: string, body: unknown) =>
  call(t, token, 'POST', `/api${url}`, body, newKey())
const del = (token: string, url: string) => call(t, token, 'DELETE', `/api${url}`, undefined, newKey())

const customerBody = (name: string) => ({
  name,
  country: 'Spain',
  address: 'Calle Mayor 1, Madrid',
  email: 'buyer@example.com',
  phone: '34911222333',
  isShared: 1,
})

async function newCustomer(name: string, token = manager): Promise<number> {
  const res = await post(token, '/shared/customers', customerBody(name))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().id
}

async function newJob(customerId: number, reference: string): Promise<number> {
  const res = await post(manager, '/shared/jobs', { reference, sharedCustomer: customerId, isShared: 1 })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().id
}

/** A valid value for every field, unlike its default; decimals stored with a comma. */
function otherValue(field: RecipeField): string {
  switch (field.kind) {
    case 'number': {
      const n = Math.round((field.min + (field.max - field.min) / 3) * 10) / 10
      return toStoredText(field, String(n === Number(field.default) ? n + 0.1 : n))
    }
    case 'switch':
      return field.default === '1' ? '0' : '1'
    case 'select':
      return field.options.find((o) => o !== field.default)!
    case 'material':
      return '11'
    case 'text':
      return 'line 2, recipe.v3.xml'
  }
}

describe('the demo seed', () => {
  it("lists the demo company's customers by name, with valid recipes that differ from the defaults", async () => {
    const res = await get(manager, '/shared/customers')
    expect(res.statusCode).toBe(200)
    const names = res.json().map((c: { name: string }) => c.name)
    expect(names).toEqual(demoSharedCustomers.map((c) => c.name).sort((a, b) => a.localeCompare(b)))
    for (const customer of res.json() as { id: number; name: string }[]) {
      const demo = demoSharedCustomers.find((c) => c.name === customer.name)!
      const jobs = await get(manager, `/shared/customers/${customer.id}/jobs`)
      expect(jobs.json().map((j: { reference: string }) => j.reference)).toEqual(
        demo.jobs.map((j) => j.reference).sort((a, b) => a.localeCompare(b)),
      )
      for (const job of jobs.json() as { id: number; reference: string }[]) {
        const recipe = demo.jobs.find((j) => j.reference === job.reference)!.recipe
        const config = (await get(manager, `/shared/jobs/${job.id}/tags`)).json()
        for (const { alias, value } of config.configurations as { alias: string; value: string }[]) {
          const field = recipeFieldByAlias.get(alias)!
          expect(recipeValueProblem(field, value), `${job.reference} ${alias}=${value}`).toBeNull()
          expect(value).toBe(recipe[alias] ?? field.default)
        }
        expect(Object.keys(recipe).some((a) => recipe[a] !== recipeFieldByAlias.get(a)!.default)).toBe(true)
      }
    }
  })
})

describe('shared customers', () => {
  it('creates a customer (trimmed) and lists it in name order', async () => {
    const res = await post(manager, '/shared/customers', customerBody('  Bakery Nord 7 '))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: expect.any(Number), ...customerBody('Bakery Nord 7') })
    const names = (await get(manager, '/shared/customers')).json().map((c: { name: string }) => c.name)
    expect(names.indexOf('Bakery Nord 7')).toBeGreaterThan(names.indexOf('Alimentos del Sur'))
    expect(names.indexOf('Bakery Nord 7')).toBeLessThan(names.indexOf('Farma Pack 2'))
  })

  it('refuses a second customer of the same name, also when two creations race', async () => {
    await newCustomer('Dairy Coop')
    const again = await post(manager, '/shared/customers', customerBody('Dairy Coop'))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      error: 'CUSTOMER_ALREADY_EXISTS',
      errors: [{ field: 'name', code: 'duplicate' }],
    })

    const race = await Promise.all([
      post(manager, '/shared/customers', customerBody('Race Foods')),
      post(manager, '/shared/customers', customerBody('Race Foods')),
    ])
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(race.find((r) => r.statusCode === 409)!.json().error).toBe('CUSTOMER_ALREADY_EXISTS')
    const names = (await get(manager, '/shared/customers')).json().map((c: { name: string }) => c.name)
    expect(names.filter((n: string) => n === 'Race Foods')).toHaveLength(1)
  })

  it('answers a repeated Idempotency-Key with the first answer, creating one customer', async () => {
    const key = newKey()
    const body = customerBody('Replay Pack')
    const first = await call(t, manager, 'POST', '/api/shared/customers', body, key)
    const second = await call(t, manager, 'POST', '/api/shared/customers', body, key)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())
  })

  it.each([
    ['name', { name: 'Foods-Inc' }],
    ['name', { name: '   ' }],
    ['email', { email: 'buyer.example.com' }],
    ['phone', { phone: '+34 911 222' }],
    ['country', { country: '' }],
    ['address', { address: '' }],
  ])('refuses a bad %s with a 400 naming it', async (field, patch) => {
    const res = await post(manager, '/shared/customers', { ...customerBody('Valid Name'), ...patch })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field)
  })
})

describe('shared jobs', () => {
  it("lists a customer's jobs by reference; references are unique per customer, also under a race", async () => {
    const customer = await newCustomer('Jobs Owner')
    const other = await newCustomer('Jobs Other')
    await newJob(customer, 'YOGURT 125G')
    await newJob(customer, 'BUTTER 250G')
    await newJob(other, 'YOGURT 125G')
    const list = await get(manager, `/shared/customers/${customer}/jobs`)
    expect(list.json().map((j: { reference: string }) => j.reference)).toEqual(['BUTTER 250G', 'YOGURT 125G'])

    const again = await post(manager, '/shared/jobs', { reference: 'BUTTER 250G', sharedCustomer: customer })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      error: 'JOB_ALREADY_EXISTS',
      errors: [{ field: 'reference', code: 'duplicate' }],
    })

    const body = { reference: 'CHEESE 200G', sharedCustomer: customer, isShared: 1 }
    const race = await Promise.all([post(manager, '/shared/jobs', body), post(manager, '/shared/jobs', body)])
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(race.find((r) => r.statusCode === 409)!.json().error).toBe('JOB_ALREADY_EXISTS')
    expect(race.find((r) => r.statusCode === 200)!.json()).toEqual({
      id: expect.any(Number),
      ...body,
    })
    const refs = (await get(manager, `/shared/customers/${customer}/jobs`)).json()
    expect(refs.map((j: { reference: string }) => j.reference)).toEqual([
      'BUTTER 250G',
      'CHEESE 200G',
      'YOGURT 125G',
    ])
  })

  it('refuses an unknown customer and a bad reference with a 400 naming the field', async () => {
    const unknown = await post(manager, '/shared/jobs', { reference: 'ANY', sharedCustomer: 999999 })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ field: 'sharedCustomer', code: 'unknown' }),
    ])
    const customer = await newCustomer('Reference Rules')
    const bad = await post(manager, '/shared/jobs', { reference: 'CHIPS/250', sharedCustomer: customer })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('reference')
  })
})

describe('deleting', () => {
  it('keeps a customer that has jobs, then deletes the job and the customer', async () => {
    const customer = await newCustomer('Delete Me')
    const job = await newJob(customer, 'LAST JOB')
    await post(manager, `/shared/jobs/${job}/tags`, {
      jobId: job,
      rows: [{ alias: 'Coating_Tension', value: '20,5' }],
    })

    const refused = await del(manager, `/shared/customers/${customer}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      error: 'SHARED_CUSTOMER_HAS_JOBS',
      message:
        "Failed to delete the shared Customer. Make sure this customer doesn't have any shared jobs associated.",
    })
    expect((await get(manager, `/shared/customers/${customer}/jobs`)).json()).toEqual([
      { id: job, reference: 'LAST JOB' },
    ])

    const jobGone = await del(manager, `/shared/jobs/${job}`)
    expect(jobGone.statusCode).toBe(200)
    expect(jobGone.json()).toEqual({ data: { message: 'Shared Job LAST JOB deleted successfully' } })
    expect((await get(manager, `/shared/jobs/${job}/tags`)).statusCode).toBe(404)
    expect((await del(manager, `/shared/jobs/${job}`)).statusCode).toBe(404)

    const customerGone = await del(manager, `/shared/customers/${customer}`)
    expect(customerGone.statusCode).toBe(200)
    expect(customerGone.json()).toEqual({
      data: { message: 'Shared Customer Delete Me deleted successfully' },
    })
    const names = (await get(manager, '/shared/customers')).json().map((c: { name: string }) => c.name)
    expect(names).not.toContain('Delete Me')
    expect((await get(manager, `/shared/customers/${customer}/jobs`)).statusCode).toBe(404)
  })

  it('never leaves a job without its customer when a deletion and a creation race', async () => {
    const customer = await newCustomer('Racing Delete')
    const [deleted, created] = await Promise.all([
      del(manager, `/shared/customers/${customer}`),
      post(manager, '/shared/jobs', { reference: 'LATE JOB', sharedCustomer: customer }),
    ])
    const outcome = [deleted.statusCode, created.statusCode]
    // Either the deletion ran first (the job's customer is then unknown) or the job did (then the
    // customer has a job and stays).
    expect([
      [200, 400],
      [409, 200],
    ]).toContainEqual(outcome)
    const jobs = await get(manager, `/shared/customers/${customer}/jobs`)
    expect(jobs.statusCode).toBe(deleted.statusCode === 200 ? 404 : 200)
  })
})

describe('recipes', () => {
  it('starts at the defaults, and keeps every alias and value saved (decimal commas included)', async () => {
    const job = await newJob(await newCustomer('Recipe House'), 'FULL RECIPE')
    const fresh = await get(manager, `/shared/jobs/${job}/tags`)
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json()).toEqual({
      jobId: job,
      configurations: recipeFields.map((f) => ({ alias: f.alias, value: f.default })),
    })

    const rows = recipeFields.map((f) => ({ alias: f.alias, value: otherValue(f) }))
    for (const r of rows)
      expect(recipeValueProblem(recipeFieldByAlias.get(r.alias)!, r.value), r.alias).toBeNull()
    expect(rows.filter((r) => r.value.includes(',')).length).toBeGreaterThan(5)
    // Sent in reverse: the answer keeps the recipe's own order.
    const saved = await post(manager, `/shared/jobs/${job}/tags`, { jobId: job, rows: [...rows].reverse() })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ jobId: job, configurations: rows })
    expect((await get(manager, `/shared/jobs/${job}/tags`)).json()).toEqual({
      jobId: job,
      configurations: rows,
    })

    // A later save of some rows changes those only; a dot stays a dot as sent.
    const patch = [{ alias: 'Unw1_Thickness', value: '0.8' }]
    const patched = await post(manager, `/shared/jobs/${job}/tags`, { jobId: job, rows: patch })
    expect(patched.json().configurations).toEqual(
      rows.map((r) => (r.alias === 'Unw1_Thickness' ? patch[0] : r)),
    )
  })

  it('refuses out-of-range, unknown and repeated rows in one 400 naming each, and stores nothing', async () => {
    const job = await newJob(await newCustomer('Strict Recipes'), 'CHECKED')
    const before = (await get(manager, `/shared/jobs/${job}/tags`)).json()
    const res = await post(manager, `/shared/jobs/${job}/tags`, {
      jobId: job,
      rows: [
        { alias: 'Rew_Tension', value: '20' },
        { alias: 'Coating_Tension', value: '4,3' },
        { alias: 'Treater1_Mode', value: '9' },
        { alias: 'Coating_Wdith', value: '30' },
        { alias: 'Unw1_Thickness', value: '12345678' },
        { alias: 'Gscan_Target', value: 'abc' },
        { alias: 'Rew_Tension', value: '21' },
        { alias: 'Unw2_Material', value: '12' },
        { alias: 'Accessories_Cooling', value: 'yes' },
        { alias: 'Gscan_CalibrationName', value: ' ' },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('VALIDATION_ERROR')
    expect(res.json().message).toMatch(/^Coating_Tension: out of range \(4\.4 to 110 lbs\)/)
    expect(res.json().errors).toEqual([
      {
        field: 'rows.1.value',
        code: 'out-of-range',
        message: 'Coating_Tension: out of range (4.4 to 110 lbs)',
      },
      { field: 'rows.2.value', code: 'not-an-option', message: 'Treater1_Mode: not one of 0, 1, 2, 3' },
      { field: 'rows.3.alias', code: 'unknown', message: expect.stringContaining('Coating_Wdith') },
      { field: 'rows.4.value', code: 'too-long', message: expect.stringContaining('Unw1_Thickness') },
      { field: 'rows.5.value', code: 'not-a-number', message: expect.stringContaining('Gscan_Target') },
      { field: 'rows.6.alias', code: 'duplicate', message: expect.stringContaining('Rew_Tension') },
      { field: 'rows.7.value', code: 'not-an-option', message: expect.stringContaining('Unw2_Material') },
      {
        field: 'rows.8.value',
        code: 'not-an-option',
        message: expect.stringContaining('Accessories_Cooling'),
      },
      { field: 'rows.9.value', code: 'empty', message: expect.stringContaining('Gscan_CalibrationName') },
    ])
    expect((await get(manager, `/shared/jobs/${job}/tags`)).json()).toEqual(before)

    const one = await post(manager, `/shared/jobs/${job}/tags`, {
      jobId: job,
      rows: [{ alias: 'TC_R4_Temperature', value: '194,1' }],
    })
    expect(one.json().errors).toEqual([
      {
        field: 'rows.0.value',
        code: 'out-of-range',
        message: 'TC_R4_Temperature: out of range (68 to 194 F)',
      },
    ])
    const unknown = await post(manager, `/shared/jobs/${job}/tags`, {
      jobId: job,
      rows: [{ alias: 'Nope', value: '1' }],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([
      { field: 'rows.0.alias', code: 'unknown', message: expect.stringContaining('Nope') },
    ])
  })

  it('refuses a body whose jobId is not the path', async () => {
    const job = await newJob(await newCustomer('Mismatch Co'), 'MISMATCH')
    const res = await post(manager, `/shared/jobs/${job}/tags`, {
      jobId: job + 1000,
      rows: [{ alias: 'Coating_Tension', value: '20' }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('jobId')
  })
})

describe("another company's data", () => {
  it('is a 404 everywhere (and its names are its own)', async () => {
    const customer = await newCustomer('Private Foods')
    const job = await newJob(customer, 'SECRET 1')
    const theirs = await get(stranger, '/shared/customers')
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json()).toEqual([])
    expect((await get(stranger, `/shared/customers/${customer}/jobs`)).statusCode).toBe(404)
    expect((await get(stranger, `/shared/jobs/${job}/tags`)).json()).toMatchObject({ error: 'NOT_FOUND' })
    const save = await post(stranger, `/shared/jobs/${job}/tags`, {
      jobId: job,
      rows: [{ alias: 'Coating_Tension', value: '20' }],
    })
    expect(save.statusCode).toBe(404)
    expect((await del(stranger, `/shared/jobs/${job}`)).statusCode).toBe(404)
    expect((await del(stranger, `/shared/customers/${customer}`)).statusCode).toBe(404)
    const foreignJob = await post(stranger, '/shared/jobs', { reference: 'STOLEN', sharedCustomer: customer })
    expect(foreignJob.statusCode).toBe(400)
    expect(foreignJob.json().errors[0]).toMatchObject({ field: 'sharedCustomer', code: 'unknown' })
    // Unchanged for its owner; the same name is free in another company.
    expect((await get(manager, `/shared/customers/${customer}/jobs`)).json()).toEqual([
      { id: job, reference: 'SECRET 1' },
    ])
    await newCustomer('Private Foods', stranger)
  })
})

describe('the commercial role', () => {
  it('reads but never writes', async () => {
    const customer = await newCustomer('Commercial View')
    const job = await newJob(customer, 'READ ONLY')
    expect((await get(sales, '/shared/customers')).statusCode).toBe(200)
    expect((await get(sales, `/shared/customers/${customer}/jobs`)).statusCode).toBe(200)
    expect((await get(sales, `/shared/jobs/${job}/tags`)).statusCode).toBe(200)
    const writes = [
      await post(sales, '/shared/customers', customerBody('Sales Made')),
      await post(sales, '/shared/jobs', { reference: 'SALES', sharedCustomer: customer }),
      await post(sales, `/shared/jobs/${job}/tags`, {
        jobId: job,
        rows: [{ alias: 'Coating_Tension', value: '20' }],
      }),
      await del(sales, `/shared/jobs/${job}`),
      await del(sales, `/shared/customers/${customer}`),
    ]
    for (const res of writes) {
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
    }
  })
})
