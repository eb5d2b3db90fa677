/**
 * The historical Excel export (issue 9): a real .xlsx of every row matching the filters (not just
 * a page), in the list's order, typed cells, headers in the user's language and units, only the
 * caller's machines; batches read by keyset so rows sharing a start time are neither lost nor doubled.
 */
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { HttpError } from '../../server/http/errors'
import { historicBatches } from '../../server/services/plant/historic'
import { prepareHistoricExport } from '../../server/services/plant/historic-export'
import { scopeHistoricFilters } from '../../server/services/plant/historic-filters'
import { historicRequestSchema } from '../../src/contract/historic'
import {
  bearer,
  type DemoMachineRef,
  demoMachinesByName,
  ProductionBuilder,
  signIn,
} from './fixtures/production'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

let t: TestApp
let manager: string
let operator: string
let tech: string
let m: Record<string, DemoMachineRef>
const ORDERS = 2_600

const post = (url: string, body: unknown, token: string) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: body as Record<string, unknown> })

async function exportOf(body: Record<string, unknown>, token = manager) {
  const res = await post('/api/order/historic/export', body, token)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const rows = sheet.getSheetValues().slice(2) as unknown[][]
  return { res, sheet, header: sheet.getRow(1).values as unknown[], rows }
}

async function searchAll(body: Record<string, unknown>, token = manager) {
  const first = (await post('/api/order/historic', { ...body, limit: 100 }, token)).json()
  const lastOffset = Math.max(0, Math.floor((first.total - 1) / 100) * 100)
  const last = (await post('/api/order/historic', { ...body, limit: 100, offset: lastOffset }, token)).json()
  return { total: first.total as number, first: first.results[0], last: last.results.at(-1) }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => TEST_NOW })
  ;[manager, operator, tech] = await Promise.all(
    ['manager@', 'operator@', 'tech@'].map((u) => signIn(t, `${u}demo.plant`)),
  )
  m = await demoMachinesByName(t.ctx.db)
  const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
  const customer = await b.customer('Export Foods')
  const machines = ['Flexo CI 1', 'Roto R9 North', 'Laminator SL 1']
  await b.orders(
    Array.from({ length: ORDERS }, (_, i) => ({
      machineId: m[machines[i % 3]].id,
      reference: `EXP-${String(i).padStart(5, '0')}`,
      customerId: customer.id,
      // Pairs of orders share a start time: the keyset must order them by id.
      dateStart: new Date(TEST_NOW.getTime() - (Math.floor(i / 2) + 2) * 600_000).toISOString(),
      dateFinish: new Date(TEST_NOW.getTime() - (Math.floor(i / 2) + 1) * 600_000).toISOString(),
      width: i % 10 === 0 ? -1 : 1000,
      cleanMeter: 1000,
      wasteMeter: 50,
      targetMeter: 1000,
      speedTotal: 300,
    })),
  )
}, 180_000)
afterAll(() => t.close())

describe('POST /api/order/historic/export', () => {
  it('holds every matching row in the list order, with a frozen, filtered header', async () => {
    const { res, sheet, rows } = await exportOf({})
    const all = await searchAll({})
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="historical-\d{4}-\d{2}-\d{2}\.xlsx"/,
    )
    expect(rows).toHaveLength(all.total)
    expect(all.total).toBe(ORDERS)
    expect(rows[0][3]).toBe(all.first.reference)
    expect(rows.at(-1)?.[3]).toBe(all.last.reference)
    expect(new Set(rows.map((r) => r[3])).size).toBe(ORDERS)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBeTruthy()
  })

  it('narrows like the search, and its count matches a direct SQL count', async () => {
    const body = { machine: [m['Flexo CI 1'].id], order: 'EXP-01' }
    const { rows } = await exportOf(body)
    const { total } = await searchAll(body)
    const direct = await t.ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from production_orders
      where machine_id = ${m['Flexo CI 1'].id} and reference ilike '%EXP-01%'`)
    expect(rows).toHaveLength(total)
    expect(total).toBe(Number(direct.rows[0].n))
    for (const row of rows) {
      expect(row[1]).toBe('Flexo CI 1')
      expect(String(row[3])).toContain('EXP-01')
    }
  })

  it('writes typed cells: dates as dates, numbers as numbers, -1 as an empty cell', async () => {
    const { header, rows } = await exportOf({ machine: [m['Flexo CI 1'].id] })
    const col = (name: string) => header.findIndex((h) => typeof h === 'string' && h.startsWith(name))
    const row = rows.find((r) => r[col('Width')] === undefined || r[col('Width')] === null)
    expect(row, 'a row whose width is -1 leaves the cell empty').toBeDefined()
    const any = rows[0]
    expect(any[col('Start')]).toBeInstanceOf(Date)
    expect(typeof any[col('Total (m)')]).toBe('number')
    expect(any[col('Total (m)')]).toBe(1050)
    expect(any[col('Progress')]).toBe(1)
    expect(header).toContain('Average speed (m/min)')
  })

  it('speaks the user language and converts to imperial units', async () => {
    const spanish = await exportOf({ machine: [m['Flexo CI 1'].id] }, operator)
    expect(spanish.header).toContain('Máquina')
    await t.ctx.db
      .update(users)
      .set({
        userPreferences: ['USER_GLOBALUNITSYSTEM_IMPERIAL', 'SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_DOT'],
      })
      .where(eq(users.email, 'manager@demo.plant'))
    const imperial = await exportOf({ machine: [m['Flexo CI 1'].id] })
    const col = imperial.header.indexOf('Total (ft)')
    expect(col).toBeGreaterThan(0)
    expect(imperial.rows[0][col]).toBeCloseTo(1050 / 0.3048, 6)
  })

  it("holds only the caller's machines", async () => {
    const { rows } = await exportOf({}, operator)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row[1]).not.toBe('Roto R9 North')
    expect(
      (await post('/api/order/historic/export', { machine: [m['Roto R9 North'].id] }, operator)).statusCode,
    ).toBe(403)
  })

  it('refuses a user without the role and bad filters', async () => {
    expect((await post('/api/order/historic/export', {}, tech)).statusCode).toBe(403)
    const bad = await post('/api/order/historic/export', { date_start: '2026-11-01' }, manager)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('date_start')
  })
})

describe('historicBatches', () => {
  it('walks the whole list by keyset in the search order, ties included', async () => {
    const query = historicRequestSchema.parse({ machine: [m['Flexo CI 1'].id, m['Roto R9 North'].id] })
    const filters = scopeHistoricFilters(query, {
      machineIds: new Set([m['Flexo CI 1'].id, m['Roto R9 North'].id]),
    })
    const options = { plantId: t.base.plantId, withCosts: false, now: TEST_NOW }
    const walked: number[] = []
    for await (const batch of historicBatches(t.ctx.db, filters, options, 7))
      walked.push(...batch.map((r) => r.id))
    const expected = await t.ctx.db.execute<{ id: number }>(sql`
      select id from production_orders
      where machine_id in (${m['Flexo CI 1'].id}, ${m['Roto R9 North'].id}) and parent_order_id is null
      order by date_start desc, id desc`)
    expect(walked).toEqual(expected.rows.map((r) => Number(r.id)))
  })
})

describe('prepareHistoricExport', () => {
  it('refuses a search above the cap with EXPORT_TOO_LARGE on date_start, before any byte is written', async () => {
    const machineIds = [m['Flexo CI 1'].id]
    const filters = scopeHistoricFilters(historicRequestSchema.parse({ machine: machineIds }), {
      machineIds: new Set(machineIds),
    })
    const manager = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@demo.plant'))
    const options = { plantId: t.base.plantId, withCosts: false, now: TEST_NOW, userId: manager[0].id }
    const within = await prepareHistoricExport(t.ctx.db, filters, { ...options, maxRows: 100_000 })
    expect(within.rows).toBeGreaterThan(10)
    const refused = await prepareHistoricExport(t.ctx.db, filters, { ...options, maxRows: 10 }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ status: 400, code: 'EXPORT_TOO_LARGE' })
    expect((refused as HttpError).errors?.[0]).toMatchObject({ field: 'date_start', code: 'too_many_rows' })
  })
})
