/**
 * The genius board's server (issue 16 items 2 and 3): the catalogue and the list scoped to the
 * user's machines, preparing, editing, sending, calling back and cancelling with versions, the
 * form's rules on the server (every field at once), the reference unique per machine by the
 * database (also under two concurrent creations), and the gateway's side: the sent orders listed
 * for their machine, started and finished by ingestion events.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { demoMachines } from '../../server/demo/catalog'
import { hashToken } from '../../server/lib/tokens'
import type { PreparedOrderInput } from '../../src/contract/genius-board'
import { recipeFields } from '../../src/contract/shared-job-recipe'
import { call, newKey } from './account-helpers'
import { type DemoMachineRef, demoMachinesByName, ProductionBuilder, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let m: Record<string, DemoMachineRef>
let manager: string
let operator: string
let sales: string
let gateway: string
let inkIds: number[]

const serialOf = (name: string) => demoMachines.find((d) => d.name === name)!.serialNumber

beforeAll(async () => {
  t = await createTestApp()
  m = await demoMachinesByName(t.ctx.db)
  manager = await signIn(t, 'manager@demo.plant')
  operator = await signIn(t, 'operator@demo.plant')
  sales = await signIn(t, 'sales@demo.plant')
  const secret = 'secret-board-gateway-0123456789'
  await t.ctx.db.insert(schema.apiKeys).values({
    companyId: t.base.companyId,
    clientId: 'board-gateway',
    alias: 'board gateway',
    secretHash: hashToken(secret),
    scopes: ['ingest'],
  })
  gateway = `ApiKey board-gateway:${secret}`
  inkIds = (await t.ctx.db.select({ id: schema.inks.id }).from(schema.inks))
    .map((i) => i.id)
    .sort((a, b) => a - b)
}, 120_000)
afterAll(() => t.close())

const get = (token: string, url: string) => call(t, token, 'GET', `/api${url}`)
const write = (token: string, method: 'POST' | 'PUT', url: string, body: unknown, key = newKey()) =>
  call(t, token, method, `/api${url}`, body, key)

/** A valid flexo order for Flexo CI 2 (a CI press: sleeve carriers), two colours. */
function flexoOrder(reference: string, patch: Partial<PreparedOrderInput> = {}): PreparedOrderInput {
  return {
    machineId: m['Flexo CI 2'].id,
    reference,
    jobName: 'Snack bag 150 g',
    customer: 'Snacks Crujientes Iberia',
    materialId: 3,
    width: 1000,
    targetMeter: 5000,
    decks: [
      {
        position: 1,
        inkId: inkIds[0],
        anilox: 'AX-1',
        plateHolder: 'CR-1',
        tape: '3M 1015',
        mode: 'print',
        viscosity: 22,
        temperature: 25,
      },
      { position: 2, inkId: inkIds[1], anilox: 'AX-2', plateHolder: 'CR-2', tape: '3M 1020', mode: 'print' },
      { position: 3 },
    ],
    ...patch,
  }
}

async function create(body: PreparedOrderInput, token = manager) {
  const res = await write(token, 'POST', '/genius-board/orders', body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('catalog', () => {
  it("gives the manager every machine with its set-up, and the plant's inks, materials, tools and recipes", async () => {
    const res = await get(manager, '/genius-board/catalog')
    expect(res.statusCode).toBe(200)
    const c = res.json()
    expect(c.machines).toHaveLength(demoMachines.length)
    const byName = Object.fromEntries(c.machines.map((x: { name: string }) => [x.name, x]))
    expect(byName['Flexo CI 1']).toMatchObject({
      line: 'FLEXO',
      setup: 'decks',
      deckCount: 8,
      minWidth: 450,
      maxWidth: 1320,
    })
    expect(byName['Offset VO-6 A']).toMatchObject({ setup: 'decks', deckCount: 6 })
    expect(byName['Laminator SL 1']).toMatchObject({ setup: 'recipe' })
    expect(byName['Slitter DS 1']).toMatchObject({ setup: 'plain' })
    expect(c.inks).toHaveLength(inkIds.length)
    expect(c.materials).toHaveLength(11)
    const ci = c.tools.filter((x: { machineId: number }) => x.machineId === m['Flexo CI 1'].id)
    const kinds = (kind: string) => ci.filter((x: { kind: string }) => x.kind === kind)
    expect(kinds('anilox')).toHaveLength(12)
    expect(kinds('carrier')).toHaveLength(10)
    expect(kinds('plate_cylinder')).toHaveLength(0)
    expect(kinds('tape')).toHaveLength(4)
    const offsetKinds = new Set(
      c.tools
        .filter((x: { machineId: number }) => x.machineId === m['Offset VO-6 A'].id)
        .map((x: { kind: string }) => x.kind),
    )
    expect(offsetKinds).toEqual(new Set(['plate_cylinder', 'tape']))
    const jobs = await t.ctx.db.select().from(schema.sharedJobs)
    expect(c.recipes).toHaveLength(jobs.length)
  })

  it('gives operator@ its FLEXO and LAMINATING machines only, and only their tools', async () => {
    const res = await get(operator, '/genius-board/catalog')
    expect(res.statusCode).toBe(200)
    const c = res.json()
    const lines = new Set(c.machines.map((x: { line: string }) => x.line))
    expect(lines).toEqual(new Set(['FLEXO', 'LAMINATING']))
    const ids = new Set(c.machines.map((x: { id: number }) => x.id))
    expect(c.tools.every((x: { machineId: number }) => ids.has(x.machineId))).toBe(true)
    expect(c.tools.length).toBeGreaterThan(0)
  })
})

describe('list', () => {
  it("lists the demo orders of the user's machines, newest first, with filters", async () => {
    const all = (await get(manager, '/genius-board/orders')).json()
    expect(all.truncated).toBe(false)
    expect(all.orders.filter((o: { reference: string }) => o.reference.startsWith('GB-2'))).toHaveLength(4)
    const mine = (await get(operator, '/genius-board/orders')).json()
    const allowed = new Set([
      m['Flexo CI 1'].id,
      m['Flexo CI 2'].id,
      m['Flexo Stack 6C'].id,
      m['Laminator SL 1'].id,
      m['Laminator SL 2'].id,
    ])
    expect(mine.orders.length).toBeGreaterThan(0)
    expect(mine.orders.every((o: { machineId: number }) => allowed.has(o.machineId))).toBe(true)
    const cancelled = (await get(manager, '/genius-board/orders?state=cancelled')).json()
    expect(cancelled.orders.map((o: { reference: string }) => o.reference)).toContain('GB-25998')
    expect(cancelled.orders.every((o: { state: string }) => o.state === 'cancelled')).toBe(true)
    const q = (await get(manager, `/genius-board/orders?q=${encodeURIComponent('zumos naran')}`)).json()
    expect(q.orders.map((o: { reference: string }) => o.reference)).toEqual(['GB-26002'])
    const literal = (await get(manager, `/genius-board/orders?q=${encodeURIComponent('%')}`)).json()
    expect(literal.orders).toEqual([])
    // A machine the user does not hold: nothing, never a 403.
    const other = await get(operator, `/genius-board/orders?machineId=${m['Offset VO-6 A'].id}`)
    expect(other.statusCode).toBe(200)
    expect(other.json().orders).toEqual([])
  })

  it("answers one order: 404 when it does not exist, 403 when its machine is not the user's", async () => {
    const offset = (await get(manager, '/genius-board/orders?q=GB-26002')).json().orders[0]
    expect((await get(manager, `/genius-board/orders/${offset.id}`)).json()).toEqual(offset)
    const refused = await get(operator, `/genius-board/orders/${offset.id}`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('MACHINE_NOT_ASSIGNED')
    expect((await get(manager, '/genius-board/orders/999999')).statusCode).toBe(404)
  })
})

describe('prepare, edit, send, recall, cancel', () => {
  it('moves an order through its states, each change with the version read', async () => {
    const order = await create(flexoOrder('LIFE-1'))
    expect(order).toMatchObject({
      state: 'prepared',
      version: 0,
      machineName: 'Flexo CI 2',
      createdBy: 'Marta Manager',
    })
    expect(order.decks[0]).toMatchObject({
      position: 1,
      inkId: inkIds[0],
      inkName: 'Process cyan',
      anilox: 'AX-1',
    })
    expect(order.decks[2]).toMatchObject({ position: 3, inkId: null, inkName: null, tape: null })

    const edited = await write(manager, 'PUT', `/genius-board/orders/${order.id}`, {
      ...flexoOrder('LIFE-1', { targetMeter: 6000 }),
      version: 0,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ version: 1, targetMeter: 6000 })

    const stale = await write(manager, 'PUT', `/genius-board/orders/${order.id}`, {
      ...flexoOrder('LIFE-1'),
      version: 0,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toBe('VERSION_CONFLICT')
    expect(stale.json().current).toMatchObject({ id: order.id, version: 1, targetMeter: 6000 })

    const action = (name: string, version: number) =>
      write(manager, 'POST', `/genius-board/orders/${order.id}/${name}`, { version })
    const sent = await action('send', 1)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ state: 'sent', version: 2 })
    expect(sent.json().sentAt).not.toBeNull()

    const editSent = await write(manager, 'PUT', `/genius-board/orders/${order.id}`, {
      ...flexoOrder('LIFE-1'),
      version: 2,
    })
    expect(editSent.statusCode).toBe(409)
    expect(editSent.json().error).toBe('PREPARED_ORDER_STATE')
    expect((await action('send', 2)).json().error).toBe('PREPARED_ORDER_STATE')

    const recalled = await action('recall', 2)
    expect(recalled.json()).toMatchObject({ state: 'prepared', version: 3, sentAt: null })
    expect((await action('cancel', 2)).json().error).toBe('VERSION_CONFLICT')
    const cancelled = await action('cancel', 3)
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', version: 4 })
    expect((await action('recall', 4)).json().error).toBe('PREPARED_ORDER_STATE')
    expect((await action('cancel', 4)).json().error).toBe('PREPARED_ORDER_STATE')
  })

  it('replays a write with the same Idempotency-Key', async () => {
    const key = newKey()
    const first = await write(manager, 'POST', '/genius-board/orders', flexoOrder('IDEM-1'), key)
    const again = await write(manager, 'POST', '/genius-board/orders', flexoOrder('IDEM-1'), key)
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
  })
})

describe('order reference, unique per machine', () => {
  it('refuses a reference the machine has, also in an edit; another machine may use it', async () => {
    await create(flexoOrder('DUP-1'))
    const dup = await write(
      manager,
      'POST',
      '/genius-board/orders',
      flexoOrder('DUP-1', { jobName: 'Other' }),
    )
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toMatchObject({
      error: 'ORDER_REFERENCE_EXISTS',
      errors: [{ field: 'reference', code: 'ORDER_REFERENCE_EXISTS' }],
    })
    const other = await create(flexoOrder('DUP-2'))
    const renamed = await write(manager, 'PUT', `/genius-board/orders/${other.id}`, {
      ...flexoOrder('DUP-1'),
      version: 0,
    })
    expect(renamed.statusCode).toBe(409)
    expect(renamed.json().error).toBe('ORDER_REFERENCE_EXISTS')
    // The transaction survived the refused statement: the order is as it was, and still editable.
    const unchanged = await write(manager, 'PUT', `/genius-board/orders/${other.id}`, {
      ...flexoOrder('DUP-2', { targetMeter: 7000 }),
      version: 0,
    })
    expect(unchanged.json()).toMatchObject({ reference: 'DUP-2', version: 1, targetMeter: 7000 })
    const stack = await create(
      flexoOrder('DUP-1', {
        machineId: m['Flexo Stack 6C'].id,
        width: 800,
        decks: [{ position: 1, inkId: inkIds[0], plateHolder: 'PC-1', tape: '3M 1015', mode: 'print' }],
      }),
    )
    expect(stack.reference).toBe('DUP-1')
  })

  it('lets exactly one of two concurrent creations through', async () => {
    const [a, b] = await Promise.all([
      write(manager, 'POST', '/genius-board/orders', flexoOrder('RACE-1')),
      write(manager, 'POST', '/genius-board/orders', flexoOrder('RACE-1', { jobName: 'Second' })),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const rows = await t.ctx.db
      .select()
      .from(schema.preparedOrders)
      .where(eq(schema.preparedOrders.reference, 'RACE-1'))
    expect(rows).toHaveLength(1)
  })

  it('accepts the reference of a cancelled order again', async () => {
    const first = await create(flexoOrder('REUSE-1'))
    await write(manager, 'POST', `/genius-board/orders/${first.id}/cancel`, { version: 0 })
    const again = await create(flexoOrder('REUSE-1'))
    expect(again.id).not.toBe(first.id)
  })

  it('refuses the reference of a production order the machine ran', async () => {
    const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
    await b.order({ machineId: m['Flexo CI 2'].id, reference: 'RAN-1', dateStart: '2026-11-01T08:00:00Z' })
    const res = await write(manager, 'POST', '/genius-board/orders', flexoOrder('RAN-1'))
    expect(res.statusCode).toBe(409)
    expect(res.json().errors[0].field).toBe('reference')
  })
})

describe("the form's rules on the server", () => {
  const fieldsOf = (res: { json: () => { errors: { field: string; code: string }[] } }) =>
    res.json().errors.map((e) => `${e.field} ${e.code}`)

  it('names every deck problem at its index in the body, with the rule code, all at once', async () => {
    const res = await write(
      manager,
      'POST',
      '/genius-board/orders',
      flexoOrder('RULES-1', {
        jobName: 'Bag: 150/g',
        width: 2000,
        decks: [
          { position: 5, temperature: 25 },
          {
            position: 1,
            inkId: inkIds[0],
            anilox: 'AX-1',
            plateHolder: 'CR-1',
            tape: '3M 1015',
            mode: 'print',
          },
          {
            position: 2,
            inkId: inkIds[1],
            anilox: 'AX-1',
            plateHolder: 'CR-9',
            tape: '3M 1015',
            mode: 'print',
          },
          { position: 3, inkId: inkIds[2], plateHolder: 'CR-99', tape: '3M 1015', mode: 'print' },
          { position: 4, inkId: inkIds[3] },
          { position: 4 },
        ],
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('VALIDATION_ERROR')
    expect(fieldsOf(res)).toEqual([
      'jobName forbidden-characters',
      'width out-of-range',
      'decks.0.temperature TEMPERATURE_VISCOSITY_NOT_ALLOWED',
      'decks.1.anilox TOOL_REPEATED',
      'decks.2.anilox TOOL_REPEATED',
      'decks.3.plateHolder TOOL_UNKNOWN',
      'decks.4.mode MODE_TAPE_REQUIRED',
      'decks.4.tape MODE_TAPE_REQUIRED',
      'decks.5.position POSITION_INVALID',
    ])
    expect(res.json().errors[0].message).toContain(': /')
  })

  it('refuses forbidden characters in the reference and a material the plant does not have', async () => {
    const [polyamide] = await t.ctx.db.delete(schema.materials).where(eq(schema.materials.id, 11)).returning()
    const res = await write(manager, 'POST', '/genius-board/orders', flexoOrder("REF'+1", { materialId: 11 }))
    await t.ctx.db.insert(schema.materials).values(polyamide)
    expect(res.statusCode).toBe(400)
    expect(fieldsOf(res)).toEqual(['reference forbidden-characters', 'materialId unknown'])
    expect(res.json().errors[0].message).toContain("' +")
  })

  it('takes decks only on flexo and offset machines, and a shared job only (and always) on laminators', async () => {
    const slitter = flexoOrder('SET-1', { machineId: m['Slitter DS 1'].id })
    expect(fieldsOf(await write(manager, 'POST', '/genius-board/orders', slitter))).toEqual([
      'decks not-allowed',
    ])
    const [job] = await t.ctx.db.select().from(schema.sharedJobs).limit(1)
    const withRecipe = flexoOrder('SET-2', { sharedJobId: job.id })
    expect(fieldsOf(await write(manager, 'POST', '/genius-board/orders', withRecipe))).toEqual([
      'sharedJobId not-allowed',
    ])
    const laminator = flexoOrder('SET-3', { machineId: m['Laminator SL 1'].id, decks: [] })
    expect(fieldsOf(await write(manager, 'POST', '/genius-board/orders', laminator))).toEqual([
      'sharedJobId required',
    ])
    const unknown = { ...laminator, sharedJobId: 999_999 }
    expect(fieldsOf(await write(manager, 'POST', '/genius-board/orders', unknown))).toEqual([
      'sharedJobId unknown',
    ])
    const ok = await create({ ...laminator, sharedJobId: job.id })
    expect(ok).toMatchObject({ sharedJobId: job.id, sharedJobReference: job.reference, decks: [] })
  })
})

describe('only runnable orders reach a machine (issue 29 item 5)', () => {
  const fieldsOf = (res: { json: () => { errors: { field: string; code: string }[] } }) =>
    res.json().errors.map((e) => `${e.field} ${e.code}`)
  const uncoloured = (reference: string) =>
    flexoOrder(reference, { decks: [{ position: 1, anilox: 'AX-1' }, { position: 2 }] })

  it("refuses a deck machine's order with no deck with a colour, at `decks`, on POST and PUT", async () => {
    for (const body of [uncoloured('RUN-1'), flexoOrder('RUN-1', { decks: [] })]) {
      const res = await write(manager, 'POST', '/genius-board/orders', body)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toBe('VALIDATION_ERROR')
      expect(fieldsOf(res)).toEqual(['decks no-coloured-deck'])
    }
    const order = await create(flexoOrder('RUN-2'))
    const res = await write(manager, 'PUT', `/genius-board/orders/${order.id}`, {
      ...uncoloured('RUN-2'),
      version: order.version,
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error).toBe('VALIDATION_ERROR')
    expect(fieldsOf(res)).toEqual(['decks no-coloured-deck'])
  })

  it("refuses a recipe machine's order without its shared job on POST and PUT", async () => {
    const laminator = flexoOrder('RUN-3', { machineId: m['Laminator SL 1'].id, decks: [] })
    const created = await write(manager, 'POST', '/genius-board/orders', laminator)
    expect(created.statusCode).toBe(400)
    expect(fieldsOf(created)).toEqual(['sharedJobId required'])
    const [job] = await t.ctx.db.select().from(schema.sharedJobs).limit(1)
    const order = await create({ ...laminator, sharedJobId: job.id })
    const edited = await write(manager, 'PUT', `/genius-board/orders/${order.id}`, {
      ...laminator,
      sharedJobId: null,
      version: order.version,
    })
    expect(edited.statusCode).toBe(400)
    expect(edited.json().error).toBe('VALIDATION_ERROR')
    expect(fieldsOf(edited)).toEqual(['sharedJobId required'])
  })

  it('refuses to send a stored order the machine cannot run, and leaves it prepared', async () => {
    const base = {
      plantId: t.base.plantId,
      createdBy: t.base.userIds['manager@demo.plant'],
      state: 'prepared' as const,
    }
    const stored = { jobName: 'Legacy', customer: 'Legacy', materialId: 3, width: 1000, targetMeter: 100 }
    const [flexo, laminator] = await t.ctx.db
      .insert(schema.preparedOrders)
      .values([
        {
          ...base,
          ...stored,
          machineId: m['Flexo CI 2'].id,
          reference: 'RUN-LEGACY-1',
          decks: [
            {
              position: 1,
              inkId: null,
              anilox: null,
              plateHolder: null,
              tape: null,
              mode: null,
              viscosity: null,
              temperature: null,
            },
          ],
        },
        { ...base, ...stored, machineId: m['Laminator SL 1'].id, reference: 'RUN-LEGACY-2', decks: [] },
      ])
      .returning({ id: schema.preparedOrders.id })
    for (const [id, field] of [
      [flexo.id, 'decks no-coloured-deck'],
      [laminator.id, 'sharedJobId required'],
    ] as const) {
      const res = await write(manager, 'POST', `/genius-board/orders/${id}/send`, { version: 0 })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toBe('VALIDATION_ERROR')
      expect(fieldsOf(res)).toEqual([field])
      expect((await get(manager, `/genius-board/orders/${id}`)).json()).toMatchObject({ state: 'prepared' })
    }
  })
})

describe('who may', () => {
  it('refuses operator@ an order for a machine it does not hold', async () => {
    const res = await write(
      operator,
      'POST',
      '/genius-board/orders',
      flexoOrder('NOT-MINE', { machineId: m['Roto R9 North'].id, decks: [] }),
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
    const own = await create(flexoOrder('OPERATOR-1'), operator)
    expect(own.createdBy).toBe('Oscar Operator')
  })

  it('lets sales@ (commercial) read and never write', async () => {
    expect((await get(sales, '/genius-board/catalog')).statusCode).toBe(200)
    expect((await get(sales, '/genius-board/orders')).statusCode).toBe(200)
    const res = await write(sales, 'POST', '/genius-board/orders', flexoOrder('SALES-1'))
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
  })
})

describe("the machine's gateway", () => {
  const pending = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/ingest/v1/prepared-orders${query}`,
      headers: { authorization: gateway },
    })
  const ids = async (query = '') =>
    (await pending(query)).json().orders.map((o: { preparedOrderId: number }) => o.preparedOrderId)
  const events = (machine: string, list: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ingest/v1/events',
      headers: { authorization: gateway, 'idempotency-key': newKey() },
      payload: { machine, events: list },
    })
  const start = (at: string, reference: string, idOnMachine: number, preparedOrderId: number) => ({
    type: 'order_start',
    at,
    idOnMachine,
    insertTimestamp: Math.floor(Date.parse(at) / 1000) - 600,
    reference,
    jobReference: 'Snack bag 150 g',
    customer: 'Snacks Crujientes Iberia',
    targetMeter: 5000,
    materialId: 3,
    width: 1000,
    preparedOrderId,
  })
  const send = async (order: { id: number; version: number }) => {
    const res = await write(manager, 'POST', `/genius-board/orders/${order.id}/send`, {
      version: order.version,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('lists a sent order for its machine only, and not before it is sent', async () => {
    const order = await create(flexoOrder('GATE-1'))
    expect(await ids()).not.toContain(order.id)
    await send(order)
    expect(await ids()).toContain(order.id)
    expect(await ids(`?machine=${serialOf('Flexo CI 2')}`)).toContain(order.id)
    expect(await ids(`?machine=${m['Flexo CI 2'].hashCode}`)).toContain(order.id)
    expect(await ids(`?machine=${serialOf('Flexo CI 1')}`)).not.toContain(order.id)
    const listed = (await pending(`?machine=${serialOf('Flexo CI 2')}`))
      .json()
      .orders.find((o: { preparedOrderId: number }) => o.preparedOrderId === order.id)
    expect(listed).toMatchObject({ machine: serialOf('Flexo CI 2'), reference: 'GATE-1', recipe: [] })
    expect(listed.decks[0]).toMatchObject({ inkName: 'Process cyan', anilox: 'AX-1', plateHolder: 'CR-1' })
    const unknown = await pending('?machine=NOPE-1')
    expect(unknown.statusCode).toBe(404)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/ingest/v1/prepared-orders' })
    expect(anonymous.statusCode).toBe(401)
  })

  it("gives a laminator's order with the shared job's whole recipe", async () => {
    const [job] = await t.ctx.db.select().from(schema.sharedJobs).limit(1)
    const order = await create({
      ...flexoOrder('GATE-LAM', { machineId: m['Laminator SL 2'].id, decks: [] }),
      sharedJobId: job.id,
    })
    await send(order)
    const listed = (await pending(`?machine=${serialOf('Laminator SL 2')}`)).json().orders[0]
    expect(listed.preparedOrderId).toBe(order.id)
    expect(listed.recipe.map((r: { alias: string }) => r.alias)).toEqual(recipeFields.map((f) => f.alias))
  })

  it('starts the order with order_start (inkwells from its decks) and finishes it with order_finish', async () => {
    const order = await send(await create(flexoOrder('GATE-RUN')))
    const serial = serialOf('Flexo CI 2')
    const started = await events(serial, [start('2026-11-20T08:00:00Z', 'GATE-RUN', 501, order.id)])
    expect(started.statusCode, started.body).toBe(200)
    const now = (await get(manager, `/genius-board/orders/${order.id}`)).json()
    expect(now).toMatchObject({
      state: 'started',
      startedAt: '2026-11-20T08:00:00.000Z',
      version: order.version + 1,
    })
    expect(now.productionOrder).toMatchObject({ machineHashCode: m['Flexo CI 2'].hashCode, idOnMachine: 501 })
    expect(await ids()).not.toContain(order.id)
    const [po] = await t.ctx.db
      .select()
      .from(schema.productionOrders)
      .where(eq(schema.productionOrders.reference, 'GATE-RUN'))
    const inkwells = await t.ctx.db
      .select()
      .from(schema.orderInkwells)
      .where(eq(schema.orderInkwells.orderId, po.id))
    expect(inkwells.sort((a, b) => a.position - b.position)).toMatchObject([
      {
        position: 1,
        kind: 'flexo',
        inkId: inkIds[0],
        data: {
          color: 'Process cyan',
          aniloxReference: 'AX-1',
          tapeReference: '3M 1015',
          plateCylinder: 'CR-1',
          mode: 'print',
          viscosity: 22,
          temperature: 25,
        },
      },
      { position: 2, inkId: inkIds[1], data: { aniloxReference: 'AX-2', viscosity: null } },
      { position: 3, inkId: null, data: { color: null } },
    ])
    // The started order is no longer the user's to change.
    const cancel = await write(manager, 'POST', `/genius-board/orders/${order.id}/cancel`, {
      version: now.version,
    })
    expect(cancel.json().error).toBe('PREPARED_ORDER_STATE')

    const finished = await events(serial, [{ type: 'order_finish', at: '2026-11-20T09:00:00Z' }])
    expect(finished.statusCode, finished.body).toBe(200)
    expect((await get(manager, `/genius-board/orders/${order.id}`)).json()).toMatchObject({
      state: 'finished',
      finishedAt: '2026-11-20T09:00:00.000Z',
    })
  })

  it("refuses an order_start naming another machine's order, and applies nothing", async () => {
    const other = await send(
      await create(
        flexoOrder('GATE-OTHER', {
          machineId: m['Flexo Stack 6C'].id,
          width: 800,
          decks: [{ position: 1, inkId: inkIds[0], plateHolder: 'PC-1', tape: '3M 1015', mode: 'print' }],
        }),
      ),
    )
    const res = await events(serialOf('Flexo CI 2'), [
      { type: 'heartbeat', at: '2026-11-20T09:30:00Z' },
      start('2026-11-20T09:31:00Z', 'GATE-WRONG', 502, other.id),
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('events.1.preparedOrderId')
    const rows = await t.ctx.db
      .select()
      .from(schema.productionOrders)
      .where(eq(schema.productionOrders.reference, 'GATE-WRONG'))
    expect(rows).toEqual([])
    expect((await get(manager, `/genius-board/orders/${other.id}`)).json().state).toBe('sent')
    // Not sent (prepared only): refused the same way.
    const prepared = await create(flexoOrder('GATE-PREP'))
    const notSent = await events(serialOf('Flexo CI 2'), [
      start('2026-11-20T09:32:00Z', 'GATE-PREP', 503, prepared.id),
    ])
    expect(notSent.statusCode).toBe(400)
    expect(notSent.json().errors[0].field).toBe('events.0.preparedOrderId')
  })
})
