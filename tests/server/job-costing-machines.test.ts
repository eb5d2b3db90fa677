/**
 * Job costing's catalogues and machine costs (spec 002 §3.2, §5, §7.2; issue 15 items 3 and 9):
 * GET /consumable-types, /job-cost/plants/{id}/consumable-types and machine-consumable-types,
 * /materials, /ink-groups; GET, POST and PUT /job-cost/machines/{id}/prices and GET
 * /job-cost/machines/{id}/machine-po-costs, with their machine, role and value checks.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { consumableTypeCatalog, demoUsers, inkGroupCatalog, materialNames } from '../../server/demo/catalog'
import { machineCostFields } from '../../src/contract/job-costing'
import { call, loginBody, newKey } from './account-helpers'
import { type DemoMachineRef, demoMachinesByName, ProductionBuilder, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let m: Record<string, DemoMachineRef>
let manager: string
let operator: string

/** A full record, each field its own value so a field saved into another's column shows. */
const record = (patch: Record<string, number> = {}) => ({
  ...Object.fromEntries(machineCostFields.map((f, i) => [f.key, i + 1 + ('max' in f ? 0 : 0.25)])),
  ...patch,
})

beforeAll(async () => {
  t = await createTestApp()
  m = await demoMachinesByName(t.ctx.db)
  manager = await signIn(t, 'manager@demo.plant')
  // operator@ holds the FLEXO and LAMINATING machines only; with job costing for these tests.
  const [row] = await t.ctx.db
    .select({ roles: schema.users.roles })
    .from(schema.users)
    .where(eq(schema.users.email, 'operator@demo.plant'))
  await t.ctx.db
    .update(schema.users)
    .set({ roles: [...row.roles, 'ROLE_JOB_COSTING'] })
    .where(eq(schema.users.email, 'operator@demo.plant'))
  operator = await signIn(t, 'operator@demo.plant')
}, 120_000)
afterAll(() => t.close())

const get = (token: string, url: string) => call(t, token, 'GET', `/api${url}`)

describe('catalogues', () => {
  it('lists every consumable type sorted by name case-insensitively', async () => {
    // A lower-case name sorts first case-insensitively, last in a plain (byte) sort.
    await t.ctx.db.insert(schema.consumableTypes).values({
      id: 99,
      name: 'adhesive',
      category: 'solvents',
      unit: 'Kg',
      isEnabled: false,
    })
    const res = await get(manager, '/consumable-types')
    expect(res.statusCode).toBe(200)
    const names = res.json().map((x: { name: string }) => x.name)
    expect(names[0]).toBe('adhesive')
    expect(names).toEqual(
      ['adhesive', ...consumableTypeCatalog.map((c) => c.name)].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    )
    const energy = res.json().find((x: { id: number }) => x.id === 1)
    expect(energy).toEqual({
      id: 1,
      name: 'Energy',
      category: 'energy',
      unit: 'kW',
      isEnabled: true,
      timeSliced: true,
    })
    expect(res.json().find((x: { id: number }) => x.id === 99).isEnabled).toBe(false)
  })

  it("gives the plant's types (those its machines use), and refuses another plant", async () => {
    const res = await get(manager, `/job-cost/plants/${t.base.plantId}/consumable-types`)
    expect(res.statusCode).toBe(200)
    const ids = res.json().map((x: { id: number }) => x.id)
    // No machine uses the type the test above added.
    expect(ids).not.toContain(99)
    expect(new Set(ids)).toEqual(new Set(consumableTypeCatalog.map((c) => c.id)))

    const [other] = await t.ctx.db
      .insert(schema.plants)
      .values({
        companyId: t.base.companyId,
        name: 'Other plant',
        currencyCode: 'USD',
        currencySymbol: '$',
        timezone: 'America/New_York',
      })
      .returning()
    const refused = await get(manager, `/job-cost/plants/${other.id}/consumable-types`)
    expect(refused.statusCode).toBe(403)
    expect((await get(manager, `/job-cost/plants/${other.id}/machine-consumable-types`)).statusCode).toBe(403)
    expect((await get(manager, '/job-cost/plants/999999/consumable-types')).statusCode).toBe(404)
  })

  it("lists the user's machines with consumable types, in plant order, with hash code, line and currency", async () => {
    const res = await get(operator, `/job-cost/plants/${t.base.plantId}/machine-consumable-types`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    // FLEXO and LAMINATING machines with job costing (Laminator SL 2 has none).
    expect(body.map((x: { name: string }) => x.name)).toEqual([
      'Flexo CI 1',
      'Flexo CI 2',
      'Flexo Stack 6C',
      'Laminator SL 1',
    ])
    expect(body[0]).toEqual({
      id: m['Flexo CI 1'].id,
      hashCode: m['Flexo CI 1'].hashCode,
      name: 'Flexo CI 1',
      machineLineName: 'FLEXO',
      consumableTypes: [1, 2, 3, 4, 5, 7, 8, 9],
      plant: { id: t.base.plantId, currency: { code: 'EUR', symbol: '€' } },
    })
    expect(body[3].consumableTypes).toEqual([1, 3, 6, 7])
    // The manager holds every machine: the ones with job costing, Roto R9 South not.
    const all = (await get(manager, `/job-cost/plants/${t.base.plantId}/machine-consumable-types`)).json()
    expect(all.map((x: { name: string }) => x.name)).toContain('Roto R9 North')
    expect(all.map((x: { name: string }) => x.name)).not.toContain('Roto R9 South')
  })

  it('lists materials and ink groups', async () => {
    const materials = await get(manager, '/materials')
    expect(materials.statusCode).toBe(200)
    expect(materials.json()).toEqual(materialNames.map((name, i) => ({ id: i + 1, name })))
    const groups = await get(manager, '/ink-groups')
    expect(groups.statusCode).toBe(200)
    expect(groups.json().map((g: { number: number }) => g.number)).toEqual(
      inkGroupCatalog.map((g) => g.number),
    )
    expect(groups.json()[0]).toMatchObject({ number: 1, hex: '#00AEEF', description: 'Process cyan' })
  })
})

describe('machine costs', () => {
  const pricesOf = (machine: string) => `/api/job-cost/machines/${m[machine].id}/prices`

  it('reads zeros before a record is saved, creates, updates and reads it back', async () => {
    const machine = 'Offset VO-6 A'
    await t.ctx.db.delete(schema.machineCosts).where(eq(schema.machineCosts.machineId, m[machine].id))
    const empty = await call(t, manager, 'GET', pricesOf(machine))
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({
      id: null,
      ...Object.fromEntries(machineCostFields.map((f) => [f.key, 0])),
    })

    const created = await call(t, manager, 'POST', pricesOf(machine), record(), newKey())
    expect(created.statusCode).toBe(200)
    const id = created.json().id
    expect(id).toEqual(expect.any(Number))
    expect(created.json()).toEqual({ id, ...record() })

    // A second create for the machine updates its one record.
    const again = await call(
      t,
      manager,
      'POST',
      pricesOf(machine),
      record({ amortizationPrice: 41 }),
      newKey(),
    )
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id, amortizationPrice: 41 })

    const update = record({ operator1Percent: 100, waste: 0, stampPrice: 0.00012, ragMeters: 9_999_999 })
    const updated = await call(t, manager, 'PUT', `${pricesOf(machine)}/${id}`, update, newKey())
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toEqual({ id, ...update })
    const read = await call(t, manager, 'GET', pricesOf(machine))
    expect(read.json()).toEqual({ id, ...update })
    const rows = await t.ctx.db
      .select()
      .from(schema.machineCosts)
      .where(eq(schema.machineCosts.machineId, m[machine].id))
    expect(rows).toHaveLength(1)
    expect(rows[0].ragMeters).toBe(9_999_999)
  })

  it("refuses a record id that is not the machine's", async () => {
    const [other] = await t.ctx.db
      .select()
      .from(schema.machineCosts)
      .where(eq(schema.machineCosts.machineId, m['Flexo CI 2'].id))
    const res = await call(t, manager, 'PUT', `${pricesOf('Flexo CI 1')}/${other.id}`, record(), newKey())
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe('MACHINE_COST_NOT_FOUND')
    const [still] = await t.ctx.db
      .select()
      .from(schema.machineCosts)
      .where(eq(schema.machineCosts.id, other.id))
    expect(still.amortizationPrice).toBe(other.amortizationPrice)
  })

  it('refuses bad values with a 400 naming the field, and saves nothing', async () => {
    const before = (await call(t, manager, 'GET', pricesOf('Flexo CI 1'))).json()
    const cases: [Record<string, number>, string][] = [
      [{ operator1Percent: 101 }, 'operator1Percent'],
      [{ waste: 100.01 }, 'waste'],
      [{ scraperPrice: -0.01 }, 'scraperPrice'],
      [{ stampMeters: 10_000_000 }, 'stampMeters'],
    ]
    for (const [patch, field] of cases) {
      const res = await call(t, manager, 'POST', pricesOf('Flexo CI 1'), record(patch), newKey())
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[0].field, field).toBe(field)
    }
    const { treatyPencilPrice: _, ...missing } = record()
    const res = await call(t, manager, 'PUT', `${pricesOf('Flexo CI 1')}/${before.id}`, missing, newKey())
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('treatyPencilPrice')
    expect((await call(t, manager, 'GET', pricesOf('Flexo CI 1'))).json()).toEqual(before)
  })

  it("refuses another user's machine, and a machine without consumable types", async () => {
    // operator@ has no ROTO machine.
    for (const [method, url] of [
      ['GET', pricesOf('Roto R9 North')],
      ['POST', pricesOf('Roto R9 North')],
      ['GET', `/api/job-cost/machines/${m['Roto R9 North'].id}/machine-po-costs`],
    ] as const) {
      const res = await call(t, operator, method, url, method === 'POST' ? record() : undefined, newKey())
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
    }
    expect((await call(t, operator, 'GET', pricesOf('Flexo CI 1'))).statusCode).toBe(200)

    const untyped = await call(t, manager, 'GET', pricesOf('Roto R9 South'))
    expect(untyped.statusCode).toBe(404)
    expect(untyped.json().error).toBe('NO_CONSUMABLE_TYPES')
    expect((await call(t, manager, 'POST', pricesOf('Roto R9 South'), record(), newKey())).statusCode).toBe(
      404,
    )
  })

  it('replays a create sent twice with one Idempotency-Key', async () => {
    const key = newKey()
    const first = await call(t, manager, 'POST', pricesOf('Flexo CI 2'), record({ ragPrice: 2.5 }), key)
    const second = await call(t, manager, 'POST', pricesOf('Flexo CI 2'), record({ ragPrice: 2.5 }), key)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())
  })

  it('lets ROLE_COMMERCIAL read but not write, and users without ROLE_JOB_COSTING neither', async () => {
    const sales = await signIn(t, 'sales@demo.plant')
    const read = await call(t, sales, 'GET', pricesOf('Flexo CI 1'))
    expect(read.statusCode).toBe(200)
    for (const [method, url] of [
      ['POST', pricesOf('Flexo CI 1')],
      ['PUT', `${pricesOf('Flexo CI 1')}/${read.json().id}`],
    ] as const) {
      const res = await call(t, sales, method, url, record(), newKey())
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
    }
    const tech = await signIn(t, 'tech@demo.plant')
    expect((await call(t, tech, 'GET', pricesOf('Flexo CI 1'))).statusCode).toBe(403)
    expect((await call(t, tech, 'POST', pricesOf('Flexo CI 1'), record(), newKey())).statusCode).toBe(403)
    // The catalogues are the screen's: ROLE_USER reads them.
    expect((await get(tech, '/ink-groups')).statusCode).toBe(200)
  })
})

describe("a machine's order costs", () => {
  it('gives the latest 50 finished top-level orders, newest first, with their cost', async () => {
    const machine = m['Flexo Stack 6C']
    const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
    const base = Date.parse('2026-09-01T06:00:00Z')
    const hour = 3600e3
    const ids = await b.orders(
      Array.from({ length: 55 }, (_, i) => ({
        machineId: machine.id,
        reference: `PO-COST-${i}`,
        dateStart: new Date(base + i * 4 * hour),
        dateFinish: new Date(base + (i * 4 + 3) * hour),
        cleanMeter: 1000 + i,
        wasteMeter: 100,
        width: 800,
        poCost: i % 5 === 0 ? null : 100 + i,
        poCostSurface: i % 5 === 0 ? null : 0.1,
      })),
    )
    // Running, and a slitting-style child of the newest: neither is listed.
    await b.order({ machineId: machine.id, reference: 'PO-RUNNING', dateStart: new Date(base + 300 * hour) })
    const [child] = await t.ctx.db
      .insert(schema.productionOrders)
      .values({
        ...b.orderValues({
          machineId: machine.id,
          reference: 'PO-CHILD',
          dateStart: new Date(base + 250 * hour),
          dateFinish: new Date(base + 251 * hour),
        }),
        parentOrderId: ids[54],
      })
      .returning()

    const res = await call(t, manager, 'GET', `/api/job-cost/machines/${machine.id}/machine-po-costs`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toHaveLength(50)
    expect(body.map((x: { orderId: number }) => x.orderId)).toEqual(ids.slice(5).reverse())
    expect(body.map((x: { orderId: number }) => x.orderId)).not.toContain(child.id)
    expect(body[0]).toEqual({
      orderId: ids[54],
      name: 'PO-COST-54',
      finishedAt: new Date(base + (54 * 4 + 3) * hour).toISOString(),
      // (1054 + 100) m x 800 mm / 1000
      squareMeters: 923.2,
      poCost: 154,
      poCostSurface: 0.1,
    })
    expect(body.find((x: { name: string }) => x.name === 'PO-COST-50').poCost).toBeNull()
  })
})

describe("the demo accounts' feature flags (stored per user, sent with the session)", () => {
  it('gives manager@ the energy right and the tour, and no other demo account the energy right', async () => {
    for (const user of demoUsers) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: loginBody(user.email) })
      expect(res.statusCode, user.email).toBe(200)
      const flags = res.json().user.featureFlags
      if (user.email === 'manager@demo.plant') {
        expect(flags).toMatchObject({ edit_job_cost_energy: true, job_costing_tour: true, dark_mode: true })
      } else {
        expect(flags.edit_job_cost_energy, user.email).toBe(false)
      }
    }
    // Another job-costing user (sales@) is the one without it.
    expect(demoUsers.find((u) => u.email === 'sales@demo.plant')?.roles).toContain('ROLE_JOB_COSTING')
  })
})
