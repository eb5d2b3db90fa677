/**
 * Plant configuration writes (spec 002 §3.3, §4, §7.3; issue 17 items 1 and 4): POST /modify_machine
 * renames (also with the whole machine object as body) and POST /reorder_machines moves a machine,
 * keeping the plant's order the dense sequence 1..N, also under two concurrent reorders; only
 * ROLE_ADMIN writes, on its own machines; plant control and the selectors list the change at once.
 */
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { demoMachines } from '../../server/demo/catalog'
import { call, newKey } from './account-helpers'
import { type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let m: Record<string, DemoMachineRef>
let manager: string
let operator: string
let sales: string

beforeAll(async () => {
  t = await createTestApp()
  m = await demoMachinesByName(t.ctx.db)
  manager = await signIn(t, 'manager@demo.plant')
  operator = await signIn(t, 'operator@demo.plant')
  sales = await signIn(t, 'sales@demo.plant')
}, 120_000)
afterAll(() => t.close())

const rename = (token: string, body: unknown, key = newKey()) =>
  call(t, token, 'POST', '/api/modify_machine', body, key)
const reorder = (token: string, id: number, position: number, key = newKey()) =>
  call(t, token, 'POST', '/api/reorder_machines', { id, position }, key)
const names = async (url: string, field: 'name' | 'machineName', token = manager) => {
  const res = await call(t, token, 'GET', url)
  expect(res.statusCode).toBe(200)
  return res.json().map((x: Record<string, string>) => x[field]) as string[]
}
const configNames = () => names('/api/machines_config_plant', 'machineName')
/** The plant's sort_order values in order, and the machine ids in that order. */
async function plantOrder() {
  const rows = await t.ctx.db
    .select({ id: schema.machines.id, sortOrder: schema.machines.sortOrder })
    .from(schema.machines)
    .where(eq(schema.machines.plantId, t.base.plantId))
    .orderBy(asc(schema.machines.sortOrder), asc(schema.machines.id))
  return { positions: rows.map((r) => r.sortOrder), ids: rows.map((r) => r.id) }
}
const dense = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
async function setRoles(email: string, roles: (current: string[]) => string[]) {
  const [row] = await t.ctx.db
    .select({ roles: schema.users.roles })
    .from(schema.users)
    .where(eq(schema.users.email, email))
  await t.ctx.db
    .update(schema.users)
    .set({ roles: roles(row.roles) })
    .where(eq(schema.users.email, email))
  return row.roles
}

describe('POST /api/modify_machine', () => {
  it('renames with the name trimmed, answers the machine, and plant control shows it at once', async () => {
    // Plant control's snapshot is cached for a while: the rename must drop it.
    expect(await names('/api/plant-control/machines', 'machineName')).toContain('Flexo CI 2')
    const res = await rename(manager, { id: m['Flexo CI 2'].id, name: '  Press Two  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      machineId: m['Flexo CI 2'].id,
      machineName: 'Press Two',
      machineSerialNumber: expect.any(String),
      machineLineName: 'FLEXO',
    })
    expect(await names('/api/plant-control/machines', 'machineName')).toContain('Press Two')
    expect(await names('/api/machines_plant', 'name')).toContain('Press Two')
    expect(await configNames()).toContain('Press Two')
  })

  it('accepts the whole machine object as body, reading only id and name', async () => {
    const list = (await call(t, manager, 'GET', '/api/machines_plant')).json()
    const machine = list.find((x: { id: number }) => x.id === m['Flexo CI 2'].id)
    const res = await rename(manager, { ...machine, name: 'Flexo CI 2', serialNumber: 'IGNORED' })
    expect(res.statusCode).toBe(200)
    expect(res.json().machineName).toBe('Flexo CI 2')
    expect(res.json().machineSerialNumber).toBe(machine.serialNumber)
  })

  it('replays the same Idempotency-Key with the stored answer', async () => {
    const key = newKey()
    const body = { id: m['Slitter DS 2'].id, name: 'Slitter DS 2' }
    const first = await rename(manager, body, key)
    const again = await rename(manager, body, key)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
  })

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '    ' }, 'name'],
    ['a name of 61 characters', { name: 'x'.repeat(61) }, 'name'],
    ['a name that is not text', { name: 42 }, 'name'],
    ['no id', { id: undefined }, 'id'],
    ['an id that is not a number', { id: 'one' }, 'id'],
  ])('refuses %s with a 400 naming the field', async (_case, patch, field) => {
    const res = await rename(manager, { id: m['Flexo CI 1'].id, name: 'Flexo CI 1', ...patch })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe(field)
  })

  it('accepts 60 characters', async () => {
    const res = await rename(manager, { id: m['Offset VO-6 B'].id, name: 'y'.repeat(60) })
    expect(res.statusCode).toBe(200)
    await rename(manager, { id: m['Offset VO-6 B'].id, name: 'Offset VO-6 B' })
  })

  it('is for ROLE_ADMIN only, never for commercial users, and on their own machines', async () => {
    const body = { id: m['Flexo CI 1'].id, name: 'Not allowed' }
    const byOperator = await rename(operator, body)
    expect(byOperator.statusCode).toBe(403)
    expect(byOperator.json().error).toBe('FORBIDDEN')
    expect((await rename(sales, body)).statusCode).toBe(403)
    // A commercial user is refused even with ROLE_ADMIN (the shared rule).
    const salesRoles = await setRoles('sales@demo.plant', (r) => [...r, 'ROLE_ADMIN'])
    const commercial = await rename(sales, body)
    expect(commercial.statusCode).toBe(403)
    expect(commercial.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
    await setRoles('sales@demo.plant', () => salesRoles)
    // An administrator without the machine: operator@ holds FLEXO and LAMINATING only.
    const operatorRoles = await setRoles('operator@demo.plant', (r) => [...r, 'ROLE_ADMIN'])
    const notTheirs = await rename(operator, { id: m['Roto R9 North'].id, name: 'Not allowed' })
    expect(notTheirs.statusCode).toBe(403)
    expect(notTheirs.json().error).toBe('MACHINE_NOT_ASSIGNED')
    await setRoles('operator@demo.plant', () => operatorRoles)
    expect(await configNames()).not.toContain('Not allowed')
  })
})

describe('POST /api/reorder_machines', () => {
  const n = demoMachines.length

  it('moves the last machine to the top, keeps 1..N dense, and every list shows it', async () => {
    expect(await names('/api/plant-control/machines', 'machineName')).toHaveLength(n)
    const last = m['Digital Inkjet DJ-5']
    const res = await reorder(manager, last.id, 1)
    expect(res.statusCode).toBe(200)
    expect(res.json().map((x: { machineId: number }) => x.machineId)[0]).toBe(last.id)
    expect(res.json().map((x: { sortOrder: number }) => x.sortOrder)).toEqual(dense(n))
    const order = await plantOrder()
    expect(order.positions).toEqual(dense(n))
    expect(order.ids[0]).toBe(last.id)
    for (const [url, field] of [
      ['/api/plant-control/machines', 'machineName'],
      ['/api/machines_plant', 'name'],
      ['/api/machines_config_plant', 'machineName'],
      ['/api/documents/machines', 'name'],
      ['/api/statistics/machines', 'name'],
    ] as const) {
      expect((await names(url, field))[0], url).toBe('Digital Inkjet DJ-5')
    }
  })

  it('moves to the bottom and to the middle, dense each time', async () => {
    const first = (await plantOrder()).ids[0]
    expect((await reorder(manager, first, n)).statusCode).toBe(200)
    let order = await plantOrder()
    expect(order.positions).toEqual(dense(n))
    expect(order.ids[n - 1]).toBe(first)

    const before = order.ids
    const moved = before[1]
    expect((await reorder(manager, moved, 6)).statusCode).toBe(200)
    order = await plantOrder()
    expect(order.positions).toEqual(dense(n))
    const expected = before.filter((id) => id !== moved)
    expected.splice(5, 0, moved)
    expect(order.ids).toEqual(expected)
    expect((await names('/api/machines_plant', 'name'))[5]).toBe(
      Object.values(m).find((x) => x.id === moved)!.name,
    )
  })

  it('repairs an order with gaps and ties into 1..N', async () => {
    await t.ctx.db
      .update(schema.machines)
      .set({ sortOrder: 7 })
      .where(eq(schema.machines.plantId, t.base.plantId))
    const res = await reorder(manager, m['Flexo CI 1'].id, 1)
    expect(res.statusCode).toBe(200)
    const order = await plantOrder()
    expect(order.positions).toEqual(dense(n))
    // Ties are read by name.
    expect(await configNames()).toEqual([
      'Flexo CI 1',
      ...demoMachines
        .map((d) => d.name)
        .filter((x) => x !== 'Flexo CI 1')
        .sort(),
    ])
  })

  it('leaves a dense order after two concurrent reorders', async () => {
    for (let round = 0; round < 3; round++) {
      const ids = (await plantOrder()).ids
      const [a, b] = [ids[n - 1 - round], ids[round + 2]]
      const results = await Promise.all([reorder(manager, a, 1), reorder(manager, b, n)])
      expect(results.map((r) => r.statusCode)).toEqual([200, 200])
      const order = await plantOrder()
      expect(order.positions).toEqual(dense(n))
      expect(new Set(order.ids).size).toBe(n)
      // Whichever ran second, both moves hold: a first, b last.
      expect(order.ids[0]).toBe(a)
      expect(order.ids[n - 1]).toBe(b)
    }
  })

  it('refuses a position outside 1..N with a 400 naming it', async () => {
    for (const position of [0, -1, n + 1, 1.5]) {
      const res = await reorder(manager, m['Flexo CI 1'].id, position)
      expect(res.statusCode, String(position)).toBe(400)
      expect(res.json().errors[0].field).toBe('position')
    }
    const noId = await call(t, manager, 'POST', '/api/reorder_machines', { position: 1 }, newKey())
    expect(noId.statusCode).toBe(400)
    expect(noId.json().errors[0].field).toBe('id')
  })

  it('counts positions in the list the user sees; the machines they do not see keep their places', async () => {
    const operatorRoles = await setRoles('operator@demo.plant', (r) => [...r, 'ROLE_ADMIN'])
    const before = (await plantOrder()).ids
    const theirs = await names('/api/machines_config_plant', 'machineName', operator)
    expect(theirs).toHaveLength(5)
    expect((await reorder(operator, m['Roto R9 North'].id, 1)).json().error).toBe('MACHINE_NOT_ASSIGNED')
    const tooFar = await reorder(operator, m['Laminator SL 2'].id, 6)
    expect(tooFar.statusCode).toBe(400)
    expect(tooFar.json().errors[0].field).toBe('position')

    const res = await reorder(operator, m['Laminator SL 2'].id, 1)
    expect(res.statusCode).toBe(200)
    expect(res.json().map((x: { machineName: string }) => x.machineName)).toEqual([
      'Laminator SL 2',
      ...theirs.filter((x) => x !== 'Laminator SL 2'),
    ])
    const after = await plantOrder()
    expect(after.positions).toEqual(dense(n))
    const visible = new Set(
      Object.values(m)
        .filter((x) => theirs.includes(x.name))
        .map((x) => x.id),
    )
    // Every place a hidden machine held, it still holds.
    before.forEach((id, i) => {
      if (!visible.has(id)) expect(after.ids[i]).toBe(id)
    })
    await setRoles('operator@demo.plant', () => operatorRoles)
  })

  it('is for ROLE_ADMIN only', async () => {
    const res = await reorder(operator, m['Flexo CI 1'].id, 1)
    expect(res.statusCode).toBe(403)
    expect((await reorder(sales, m['Flexo CI 1'].id, 1)).statusCode).toBe(403)
  })
})
