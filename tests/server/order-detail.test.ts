/**
 * The order detail's calls (issue 10) over two days of generated demo history: the figures equal
 * a direct computation from the order's rows, neighbours stop at both ends, the address checks
 * answer 403 / 404 / 400 as the error view expects, the histogram is down-sampled.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedHistory } from '../../server/demo/seed'
import { HISTOGRAM_MAX_POINTS, type OrderProduction } from '../../src/contract/order-detail'
import {
  bearer,
  type DemoMachineRef,
  demoMachinesByName,
  ProductionBuilder,
  signIn,
} from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

const anchor = new Date('2026-11-18T16:20:00Z')
let t: TestApp
let manager: string
let operator: string
let m: Record<string, DemoMachineRef>

type Row = Record<string, unknown>
const rows = async (query: ReturnType<typeof sql>) => (await t.ctx.db.execute<Row>(query)).rows

interface Address {
  machineHashCode: string
  idOnMachine: number
  insertTimestamp: number
}
const qs = (a: Address) =>
  `machineHashCode=${a.machineHashCode}&idOnMachine=${a.idOnMachine}&insertTimestamp=${a.insertTimestamp}`
const get = (path: string, a: Address, token = manager) =>
  t.app.inject({ method: 'GET', url: `/api/${path}?${qs(a)}`, headers: bearer(token) })

/** Finished top-level orders of a machine, oldest first, with their addresses. */
async function ordersOf(machine: string, finished = true) {
  const list = await rows(sql`
    select id, id_on_machine, insert_timestamp, reference from production_orders
    where machine_id = ${m[machine].id} and parent_order_id is null
      and ${finished ? sql`date_finish is not null` : sql`date_finish is null`}
    order by date_start, id`)
  return list.map((r) => ({
    id: Number(r.id),
    reference: String(r.reference),
    address: {
      machineHashCode: m[machine].hashCode,
      idOnMachine: Number(r.id_on_machine),
      insertTimestamp: Number(r.insert_timestamp),
    },
  }))
}

beforeAll(async () => {
  t = await createTestApp({ now: () => anchor })
  await seedHistory(t.ctx.db, t.base, { seed: 42, now: anchor, days: 2 })
  ;[manager, operator] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
  ])
  m = await demoMachinesByName(t.ctx.db)
}, 180_000)
afterAll(() => t.close())

describe('GET /api/order/production', () => {
  it('computes every KPI from the stored rows', async () => {
    const [, order] = await ordersOf('Flexo CI 1')
    const res = await get('order/production', order.address)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const body = res.json() as OrderProduction
    expect(body.order.reference).toBe(order.reference)

    // The same figures straight from the rows, in SQL.
    const [direct] = await rows(sql`
      select extract(epoch from o.date_finish - o.date_start) as span,
        (select coalesce(sum(extract(epoch from p.date_finish - p.date_start)), 0) from power_offs p where p.order_id = o.id) as power_off,
        (select coalesce(sum(extract(epoch from i.date_finish - i.date_start)), 0) from inactivities i where i.order_id = o.id) as inactive,
        (select count(*) from inactivities i where i.order_id = o.id) as n_inactive,
        (select count(*) from rolls r where r.order_id = o.id) as n_rolls,
        (select coalesce(sum(s.meters), 0) from state_periods s where s.order_id = o.id and s.state = 3) as turning_meters,
        (select coalesce(sum(extract(epoch from s.date_finish - s.date_start)), 0) from state_periods s where s.order_id = o.id and s.state = 3) as turning_time,
        o.clean_meter, o.waste_meter, o.target_meter
      from production_orders o where o.id = ${order.id}`)
    const total = Number(direct.span) - Number(direct.power_off)
    const inactive = Number(direct.inactive)
    const clean = Number(direct.clean_meter)
    const waste = Number(direct.waste_meter)
    const { chart } = body
    expect(chart.availability.totalTime).toBeCloseTo(total, 0)
    expect(chart.availability.inactivityTime).toBeCloseTo(inactive, 0)
    expect(chart.availability.powerOffTime).toBeCloseTo(Number(direct.power_off), 0)
    expect(chart.availability.inactivitiesCount).toBe(Number(direct.n_inactive))
    expect(chart.availability.availability).toBeCloseTo(((total - inactive) / total) * 100, 1)
    expect(chart.production.totalMeters).toBeCloseTo(clean + waste, 1)
    expect(chart.production.production).toBeCloseTo((clean / (clean + waste)) * 100, 1)
    expect(chart.progress.progress).toBeCloseTo((clean / Number(direct.target_meter)) * 100, 1)
    expect(chart.progress.countRolls).toBe(Number(direct.n_rolls))
    expect(chart.speed.averageSpeed).toBeCloseTo(clean / ((total - inactive) / 60), 1)
    expect(chart.speed.averageTurningSpeed).toBeCloseTo(
      Number(direct.turning_meters) / (Number(direct.turning_time) / 60),
      1,
    )
    expect(chart.speed.maxSpeed).toBe(400)
    const turning = body.states.find((s) => s.state === 3)!
    expect(turning.meters).toBeCloseTo(Number(direct.turning_meters), 1)
    expect(turning.stateTime).toBeCloseTo(Number(direct.turning_time), 0)
    expect(body.states.map((s) => s.state)).toEqual([1, 2, 3])
    expect(body.rolls.length).toBe(Number(direct.n_rolls))
    // Operators: every period listed, and their meters add up to at most the order's.
    expect(body.operators.length).toBeGreaterThan(0)
    const metersByOperators = body.operatorAggregates.reduce((s, o) => s + o.totalMeters, 0)
    expect(metersByOperators).toBeGreaterThan(0)
    expect(body.order.poCost).not.toBeNull()
  })

  it('gives no costs without ROLE_JOB_COSTING, and none while the order runs', async () => {
    const [order] = await ordersOf('Flexo CI 1')
    const asOperator = (await get('order/production', order.address, operator)).json() as OrderProduction
    expect(asOperator.order.poCost).toBeNull()
    const running = await ordersOf('Flexo CI 1', false)
    if (running.length) {
      const open = (await get('order/production', running[0].address)).json() as OrderProduction
      expect(open.order.dateFinish).toBeNull()
      expect(open.order.poCost).toBeNull()
    }
  })

  it('links the neighbours of the same machine, with none beyond either end', async () => {
    const all = [...(await ordersOf('Offset VO-6 A')), ...(await ordersOf('Offset VO-6 A', false))]
    expect(all.length).toBeGreaterThan(2)
    const first = (await get('order/production', all[0].address)).json() as OrderProduction
    expect(first.order.previous).toBeNull()
    expect(first.order.next).toEqual({
      machineHashCode: all[1].address.machineHashCode,
      orderIdM: all[1].address.idOnMachine,
      orderInsertTimestamp: all[1].address.insertTimestamp,
    })
    const last = (await get('order/production', all.at(-1)!.address)).json() as OrderProduction
    expect(last.order.next).toBeNull()
    expect(last.order.previous?.orderIdM).toBe(all.at(-2)!.address.idOnMachine)
  })

  it('answers 403 for a machine not assigned, 404 for an unknown order or machine', async () => {
    const [roto] = await ordersOf('Roto R9 North')
    const refused = await get('order/production', roto.address, operator)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('MACHINE_NOT_ASSIGNED')
    const [flexo] = await ordersOf('Flexo CI 1')
    const unknown = await get('order/production', { ...flexo.address, idOnMachine: 999_999 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toBe('ORDER_NOT_FOUND')
    const noMachine = await get('order/production', { ...flexo.address, machineHashCode: 'nope' })
    expect(noMachine.statusCode).toBe(404)
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/order/production?machineHashCode=x&idOnMachine=abc&insertTimestamp=1',
      headers: bearer(manager),
    })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('idOnMachine')
  })

  it('refuses an order longer than ORDER_MAX_DAYS with 400 ORDER_TOO_LONG', async () => {
    const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
    await b.order({
      machineId: m['Flexo CI 2'].id,
      reference: 'PO-TOO-LONG',
      idOnMachine: 777_001,
      insertTimestamp: 1_700_000_000,
      dateStart: new Date(anchor.getTime() - 40 * 86_400_000),
      dateFinish: new Date(anchor.getTime() - 86_400_000),
    })
    const address = {
      machineHashCode: m['Flexo CI 2'].hashCode,
      idOnMachine: 777_001,
      insertTimestamp: 1_700_000_000,
    }
    for (const path of ['order/production', 'order/configuration', 'job_average_kpis', 'order/histogram']) {
      const res = await get(path, address)
      expect(res.statusCode, path).toBe(400)
      expect(res.json().error).toBe('ORDER_TOO_LONG')
    }
  })
})

describe('cost panels', () => {
  it('plant costs sum the recorded consumptions to the order cost, per m² of its surface', async () => {
    const [, order] = await ordersOf('Flexo CI 1')
    const res = await get('job-cost/po-consumption-cost', order.address)
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    const body = res.json()
    const record = (await get('order/production', order.address)).json() as OrderProduction
    expect(body.total).toBeCloseTo(record.order.poCost ?? Number.NaN, 1)
    const [row] = await rows(
      sql`select (clean_meter + waste_meter) * width / 1000 as area from production_orders where id = ${order.id}`,
    )
    expect(body.squareMeters).toBeCloseTo(Number(row.area), 1)
    expect(body.totalPerSquareMeter).toBeCloseTo(body.total / body.squareMeters, 5)
    const ink = body.lines.find((l: { consumableTypeId: number }) => l.consumableTypeId === 2)
    expect(ink.cost).toBeCloseTo(
      body.inkGroups.reduce((s: number, g: { cost: number }) => s + g.cost, 0),
      1,
    )
  })

  it('totals used, clean and waste add up the rows: every line cost, the material, the meters', async () => {
    const [, order] = await ordersOf('Flexo CI 1')
    const body = (await get('job-cost/po-consumption-cost', order.address)).json()
    const { used, clean, waste } = body.totals
    const [stored] = await rows(sql`
      select o.clean_meter, o.waste_meter,
        (select sum(c.cost) from order_consumptions c where c.order_id = o.id) as cost,
        (select sum(c.consumption) from order_consumptions c join consumable_types t
           on t.id = c.consumable_type_id where c.order_id = o.id and t.category = 'material') as weight
      from production_orders o where o.id = ${order.id}`)
    // Used: the sum of the stored rows (and of the answer's lines), and the order's meters.
    expect(Number(stored.weight)).toBeGreaterThan(0)
    expect(used.cost).toBeCloseTo(Number(stored.cost), 2)
    expect(used.cost).toBeCloseTo(
      body.lines.reduce((s: number, l: { cost: number | null }) => s + (l.cost ?? 0), 0),
      2,
    )
    expect(used.cost).toBe(body.total)
    expect(used.weight).toBeCloseTo(Number(stored.weight), 3)
    expect(used.meters).toBeCloseTo(Number(stored.clean_meter) + Number(stored.waste_meter), 2)
    expect(clean.meters).toBeCloseTo(Number(stored.clean_meter), 2)
    expect(waste.meters).toBeCloseTo(Number(stored.waste_meter), 2)
    // Clean and waste share weight and cost by meters, and add up to used.
    for (const key of ['cost', 'meters', 'weight'] as const) {
      expect(clean[key] + waste[key], key).toBeCloseTo(used[key], 3)
    }
    expect(waste.weight).toBeCloseTo((used.weight * waste.meters) / used.meters, 2)
    expect(waste.cost).toBeCloseTo((used.cost * waste.meters) / used.meters, 1)
    expect(waste.cost).toBeGreaterThan(0)
  })

  it("machine costs follow the machine's cost record and the order's hours", async () => {
    const [, order] = await ordersOf('Flexo CI 1')
    const body = (await get('job-cost/machine-po-costs', order.address)).json()
    const record = (await get('order/production', order.address)).json() as OrderProduction
    const hours = record.chart.availability.totalTime / 3600
    const line = (key: string) => body.lines.find((l: { key: string }) => l.key === key).cost
    expect(line('amortization')).toBeCloseTo(38 * hours, 1)
    expect(line('splicingTape')).toBeCloseTo(0.6 * record.rolls.length, 2)
    expect(body.total).toBeCloseTo(
      body.lines.reduce((s: number, l: { cost: number }) => s + l.cost, 0),
      2,
    )
  })

  it('are refused without ROLE_JOB_COSTING, and absent while the order runs', async () => {
    const [order] = await ordersOf('Flexo CI 1')
    const refused = await get('job-cost/po-consumption-cost', order.address, operator)
    expect(refused.statusCode).toBe(403)
    const running = await ordersOf('Flexo CI 1', false)
    if (running.length) {
      expect((await get('job-cost/po-consumption-cost', running[0].address)).statusCode).toBe(404)
      expect((await get('job-cost/machine-po-costs', running[0].address)).statusCode).toBe(404)
    }
    const [noCosting] = await ordersOf('Roto R9 South')
    expect((await get('job-cost/po-consumption-cost', noCosting.address)).statusCode).toBe(404)
  })
})

describe('job-cost calls by order id (spec 000 §7)', () => {
  const call = (url: string, token = manager) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) })
  const flexo = async () => {
    const [, order] = await ordersOf('Flexo CI 1')
    return { order, machine: m['Flexo CI 1'].id }
  }

  it("machine PO consumptions: each machine-cost line's quantity, the base of its cost", async () => {
    const { order, machine } = await flexo()
    const res = await call(`job-cost/machines/${machine}/machine-po-consumptions?po=${order.id}`)
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    const lines: { key: string; quantity: number; unit: string }[] = res.json().lines
    const line = (key: string) => lines.find((l) => l.key === key)!
    const record = (await get('order/production', order.address)).json() as OrderProduction
    const hours = record.chart.availability.totalTime / 3600
    expect(lines).toHaveLength(10)
    expect(line('amortization')).toEqual({ key: 'amortization', quantity: expect.any(Number), unit: 'hours' })
    expect(line('amortization').quantity).toBeCloseTo(hours, 2)
    expect(line('splicingTape')).toEqual({
      key: 'splicingTape',
      quantity: record.rolls.length,
      unit: 'rolls',
    })
    expect(line('scraper').unit).toBe('meters')
    expect(line('scraper').quantity).toBeCloseTo(
      record.chart.production.productiveMeters + record.chart.production.wasteMeters,
      0,
    )
    // The machine costs are these quantities at the record's prices (38 an hour, 0.6 a roll).
    const costs = (await get('job-cost/machine-po-costs', order.address)).json()
    const cost = (key: string) => costs.lines.find((l: { key: string }) => l.key === key).cost
    expect(cost('amortization')).toBeCloseTo(38 * line('amortization').quantity, 1)
    expect(cost('splicingTape')).toBeCloseTo(0.6 * line('splicingTape').quantity, 2)
  })

  it("ink-group PO costs and consumptions: the plant costs' ink groups, keyed by group id", async () => {
    const { order, machine } = await flexo()
    const plant = (await get('job-cost/po-consumption-cost', order.address)).json()
    expect(plant.inkGroups.length).toBeGreaterThan(0)
    const costs = await call(`job-cost/po/${order.id}/ink-group-po-costs`)
    expect(costs.statusCode, costs.body.slice(0, 200)).toBe(200)
    const used = await call(`job-cost/machines/${machine}/ink-group-po-consumptions?po=${order.id}`)
    expect(used.statusCode, used.body.slice(0, 200)).toBe(200)
    const ids = plant.inkGroups.map((g: { id: number }) => String(g.id)).sort()
    expect(Object.keys(costs.json()).sort()).toEqual(ids)
    expect(Object.keys(used.json()).sort()).toEqual(ids)
    for (const g of plant.inkGroups as { id: number; consumption: number; cost: number }[]) {
      expect(costs.json()[g.id].cost).toBeCloseTo(g.cost, 2)
      expect(costs.json()[g.id].costPerSquareMeter).toBeCloseTo(g.cost / plant.squareMeters, 5)
      expect(used.json()[g.id].consumption).toBeCloseTo(g.consumption, 3)
      expect(used.json()[g.id].consumptionPerSquareMeter).toBeCloseTo(g.consumption / plant.squareMeters, 5)
    }
  })

  it('400 names the bad field: the machine id, the po of the path or of the query', async () => {
    const { order, machine } = await flexo()
    const cases: [string, string][] = [
      [`job-cost/machines/${machine}/machine-po-consumptions`, 'po'],
      [`job-cost/machines/${machine}/machine-po-consumptions?po=abc`, 'po'],
      [`job-cost/machines/abc/machine-po-consumptions?po=${order.id}`, 'id'],
      [`job-cost/machines/${machine}/ink-group-po-consumptions?po=0`, 'po'],
      [`job-cost/machines/0/ink-group-po-consumptions?po=${order.id}`, 'id'],
      ['job-cost/po/abc/ink-group-po-costs', 'po'],
      ['job-cost/po/-4/ink-group-po-costs', 'po'],
    ]
    for (const [url, field] of cases) {
      const res = await call(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().errors?.[0]?.field, url).toBe(field)
    }
  })

  it("404 for an unknown order, another machine's, a running one or one without job costing", async () => {
    const { order, machine } = await flexo()
    const [other] = await ordersOf('Flexo CI 2')
    const [running] = await ordersOf('Flexo CI 1', false)
    const [noCosting] = await ordersOf('Roto R9 South')
    const notFound = [
      `job-cost/machines/${machine}/machine-po-consumptions?po=2000000000`,
      `job-cost/po/2000000000/ink-group-po-costs`,
      `job-cost/machines/${machine}/ink-group-po-consumptions?po=${other.id}`,
      `job-cost/machines/${machine}/machine-po-consumptions?po=${other.id}`,
      `job-cost/po/${noCosting.id}/ink-group-po-costs`,
      ...(running
        ? [
            `job-cost/po/${running.id}/ink-group-po-costs`,
            `job-cost/machines/${machine}/machine-po-consumptions?po=${running.id}`,
          ]
        : []),
    ]
    for (const url of notFound) expect((await call(url)).statusCode, url).toBe(404)
    expect((await call(`job-cost/po/2000000000/ink-group-po-costs`)).json().error).toBe('ORDER_NOT_FOUND')
    // The same order under its own machine answers.
    expect((await call(`job-cost/po/${order.id}/ink-group-po-costs`)).statusCode).toBe(200)
  })

  it("403 without ROLE_JOB_COSTING, and MACHINE_NOT_ASSIGNED for a machine or an order not the user's", async () => {
    const { order, machine } = await flexo()
    const urls = (machineId: number, po: number) => [
      `job-cost/machines/${machineId}/machine-po-consumptions?po=${po}`,
      `job-cost/po/${po}/ink-group-po-costs`,
      `job-cost/machines/${machineId}/ink-group-po-consumptions?po=${po}`,
    ]
    for (const url of urls(machine, order.id)) {
      const res = await call(url, operator)
      expect(res.statusCode, url).toBe(403)
    }
    // operator@ with job costing: its own machine answers, Roto R9 North (not its own) is refused.
    // Roles are read from the database on each request.
    const operatorRoles = (change: ReturnType<typeof sql>) =>
      t.ctx.db.execute(sql`update users set roles = ${change} where email = 'operator@demo.plant'`)
    await operatorRoles(sql`array_append(roles, 'ROLE_JOB_COSTING')`)
    try {
      for (const url of urls(machine, order.id)) expect((await call(url, operator)).statusCode, url).toBe(200)
      const roto = m['Roto R9 North'].id
      const [rotoOrder] = await ordersOf('Roto R9 North')
      // A machine in the path is refused before the order is read, even an order that does not exist.
      const refused = [
        ...urls(roto, rotoOrder.id),
        `job-cost/machines/${roto}/machine-po-consumptions?po=${order.id}`,
        `job-cost/machines/${roto}/ink-group-po-consumptions?po=2000000000`,
      ]
      for (const url of refused) {
        const res = await call(url, operator)
        expect(res.statusCode, url).toBe(403)
        expect(res.json().error, url).toBe('MACHINE_NOT_ASSIGNED')
      }
    } finally {
      await operatorRoles(sql`array_remove(roles, 'ROLE_JOB_COSTING')`)
    }
  })
})

describe('the other parts of the detail', () => {
  it('down-samples the histogram and keeps its maximum', async () => {
    const [order] = await ordersOf('Flexo CI 1')
    const res = await get('order/histogram', order.address)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.speeds.length).toBeGreaterThan(0)
    expect(body.speeds.length).toBeLessThanOrEqual(HISTOGRAM_MAX_POINTS)
    const [stored] = await rows(sql`
      select count(*) as n, max(speed) as top from speed_samples s, production_orders o
      where o.id = ${order.id} and s.machine_id = o.machine_id and s.ts between o.date_start and o.date_finish`)
    expect(body.sampleCount).toBe(Number(stored.n))
    expect(Math.max(...body.speeds.map((p: number[]) => p[1]))).toBeCloseTo(Number(stored.top), 3)
    expect(body.states.EG.length).toBeGreaterThan(0)
  })

  it('gives inkwells per deck, printed codes for digital and child orders for slitting', async () => {
    const [flexo] = await ordersOf('Flexo CI 1')
    const config = (await get('order/configuration', flexo.address)).json()
    expect(config.inkwells.length).toBe(8)
    expect(config.inkwells[0].kind).toBe('flexo')
    const [digital] = await ordersOf('Digital Inkjet DJ-5')
    const codes = (await get('order/printed-codes', digital.address)).json()
    expect(codes.totalPrintedCode).toBeGreaterThan(0)
    const [slitting] = await ordersOf('Slitter DS 1')
    const children = (await get('m2-machine-control/poChild', slitting.address)).json()
    expect(children.length).toBeGreaterThanOrEqual(2)
    expect(children[0].reference).toContain(slitting.reference)
    expect(children[0].rolls.length).toBeGreaterThan(0)
    const none = (await get('m2-machine-control/poChild', flexo.address)).json()
    expect(none).toEqual([])
  })

  it("gives a laminator's modules, its trolley and function, and the order's values", async () => {
    const [laminator] = await ordersOf('Laminator SL 1')
    const structure = (await get('m2-machine-control/modules-synoptic-structure', laminator.address)).json()
    expect(structure.trolley).toBe(2)
    expect(structure.machineFunction).toBe(3)
    expect(structure.modules.map((x: { code: string }) => x.code)).toEqual([
      'unwinder',
      'applicator',
      'drying1',
      'drying2',
      'drying3',
      'secondUnwinder',
      'thirdUnwinder',
      'laminator',
      'rewinder',
    ])
    const values = (await get('m2-machine-control/modules-synoptic-values', laminator.address)).json()
    expect(values.applicator.tension).toBeGreaterThan(0)
    const [flexo] = await ordersOf('Flexo CI 1')
    const none = (await get('m2-machine-control/modules-synoptic-values', flexo.address)).json()
    expect(none).toEqual({})
  })

  it('objectives come from earlier finished orders of the machine', async () => {
    const list = await ordersOf('Flexo CI 1')
    const last = list.at(-1)!
    const res = await get('job_average_kpis', last.address)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(['job', 'machine']).toContain(body.basis)
    expect(body.orders).toBeGreaterThan(0)
    expect(body.availability).toBeGreaterThan(0)
    expect(body.availability).toBeLessThanOrEqual(100)
  })
})

/** The text of every page of a PDF, read with pdf.js (as the app's viewer would). */
async function pdfPages(data: Buffer): Promise<string[]> {
  // pdf.js 5 calls Promise.withResolvers, which Node 20 lacks (Node 22 has it).
  if (!('withResolvers' in Promise)) {
    Object.assign(Promise, {
      withResolvers<T>() {
        let resolve!: (v: T) => void
        let reject!: (e: unknown) => void
        const promise = new Promise<T>((a, b) => {
          resolve = a
          reject = b
        })
        return { promise, resolve, reject }
      },
    })
  }
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = getDocument({ data: new Uint8Array(data), useSystemFonts: false })
  const doc = await task.promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await task.destroy()
  return pages
}

describe('GET /api/order/report-digiflex', () => {
  it('is a multi-page PDF with the reference, the operators and every roll', async () => {
    const [, order] = await ordersOf('Flexo CI 1')
    const res = await get('order/report-digiflex', order.address)
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="order-${order.reference}.pdf"; filename*=UTF-8''order-${order.reference}.pdf`,
    )
    const pages = await pdfPages(res.rawPayload)
    expect(pages.length).toBeGreaterThan(1)
    const text = pages.join('\n')
    expect(text).toContain(order.reference)
    const record = (await get('order/production', order.address)).json() as OrderProduction
    for (const name of new Set(record.operators.map((o) => o.name))) expect(text).toContain(name)
    // The rolls table lists every roll, and the indicators give their count.
    expect(record.rolls.length).toBeGreaterThan(0)
    const rollsPage = pages.find((p) => p.includes('Rolls') && p.includes('Roll '))
    expect(rollsPage).toBeDefined()
    expect(text).toMatch(new RegExp(`Rolls\\s+${record.chart.progress.countRolls}\\b`))
    // Costs for ROLE_JOB_COSTING (manager) on a job-costing machine.
    expect(text).toContain('Total cost')
  })

  it('counts the rolls once: the order, the sum of its operator rows and the report agree (issue 44)', async () => {
    const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const cases = [
      ...(await ordersOf('Flexo CI 1')).slice(0, 3),
      ...(await ordersOf('Slitter DS 1')).slice(0, 3),
      ...(await ordersOf('Offset VO-6 A')).slice(0, 2),
      // A running order: its current roll has no end yet.
      ...(await ordersOf('Flexo CI 2', false)).slice(0, 1),
    ]
    expect(cases.length).toBeGreaterThanOrEqual(7)
    let withRolls = 0
    for (const order of cases) {
      const record = (await get('order/production', order.address)).json() as OrderProduction
      const count = record.chart.progress.countRolls
      const label = `${order.reference}: ${count} rolls`
      expect(count, label).toBe(record.rolls.length)
      if (record.operatorAggregates.length > 0)
        expect(
          record.operatorAggregates.reduce((sum, o) => sum + o.nRolls, 0),
          label,
        ).toBe(count)
      if (count > 0) withRolls++
      if (record.order.dateFinish === null) continue
      const text = (await pdfPages((await get('order/report-digiflex', order.address)).rawPayload)).join('\n')
      expect(text, label).toMatch(new RegExp(`Rolls\\s+${count}\\b`))
      // Each operator row: ... inactivity time (n) rolls speed.
      for (const o of record.operatorAggregates)
        expect(text, `${label}, ${o.name}`).toMatch(
          new RegExp(`${escapeRegex(o.name)}\\s[^()]*\\(${o.nInactivities}\\)\\s+${o.nRolls}\\s`),
        )
    }
    expect(withRolls, 'orders with rolls among the cases').toBeGreaterThanOrEqual(5)
  })

  it("is in the reader's language, and without costs for a user without job costing", async () => {
    const [order] = await ordersOf('Flexo CI 1')
    const res = await get('order/report-digiflex', order.address, operator)
    expect(res.statusCode).toBe(200)
    const text = (await pdfPages(res.rawPayload)).join('\n')
    expect(text).toContain('Informe de la orden de producción')
    expect(text).toContain('Bobinas')
    expect(text).not.toContain('Coste total')
  })

  it('prints energy used in kWh and weights and liquids as SI writes them (issue 29 item 2)', async () => {
    const [, order] = await ordersOf('Flexo CI 1')
    const english = (await pdfPages((await get('order/report-digiflex', order.address)).rawPayload)).join(
      '\n',
    )
    expect(english.slice(english.indexOf('Costs'))).toMatch(/Energy\s+[\d,]+\.\d{2} kWh/)
    expect(english).not.toMatch(/\bkW\b(?!h)|\bKg\b|\blts\b/)

    // The same report for a Russian reader: кВт·ч (and кг, л for weights and liquids).
    await t.ctx.db.execute(sql`update users set language = 'ru_RU' where email = 'manager@demo.plant'`)
    try {
      const russian = (await pdfPages((await get('order/report-digiflex', order.address)).rawPayload)).join(
        '\n',
      )
      expect(russian).toMatch(/[\d.,\s]+\d кВт·ч/)
      expect(russian).not.toMatch(/\bkWh?\b|\bKg\b|\blts\b/)
    } finally {
      await t.ctx.db.execute(sql`update users set language = 'en_EN' where email = 'manager@demo.plant'`)
    }
  })

  it('answers 403 for a machine not assigned, like every order call', async () => {
    const [roto] = await ordersOf('Roto R9 North')
    const res = await get('order/report-digiflex', roto.address, operator)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
  })
})
