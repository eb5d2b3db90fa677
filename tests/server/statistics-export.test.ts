/**
 * The Excel exports of the statistics and inactivity screens (issue 14 item 3): the .xlsx files
 * open with exceljs and hold what POST /traceability and POST /inactivities answer for the same
 * filters (typed cells: periods as dates, durations as [h]:mm times, numbers as numbers); the
 * statistics export is not limited to 30 periods; ink and printed codes only for a DIGITAL-only
 * selection; the inactivity subtotals and total are the sums of the API's reasons; headers in the
 * reader's language and units; the limits are 400s naming the field; a machine not assigned is a 403.
 */
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import type { InactivityRecord, TraceabilityRecord } from '../../src/contract/statistics'
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
let flexo1: DemoMachineRef
let flexo2: DemoMachineRef
let digital: DemoMachineRef

const post = (url: string, payload: unknown, token = manager) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) })

/** Excel's day 0 (1899-12-30) in Unix seconds: exceljs reads a [h]:mm cell back as a Date from there. */
const EXCEL_EPOCH_SECONDS = -25_569 * 86_400

/** The seconds a duration cell holds (a number of days, or the Date exceljs makes of it). */
const secondsOf = (value: unknown) =>
  value instanceof Date ? value.getTime() / 1000 - EXCEL_EPOCH_SECONDS : Number(value) * 86_400

async function workbookOf(url: string, body: unknown, token = manager) {
  const res = await post(url, body, token)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.headers['content-type']).toContain('spreadsheetml')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
  const header = sheet.getRow(1).values as unknown[]
  const rows = sheet.getSheetValues().slice(2) as unknown[][]
  const col = (name: string) => {
    const index = header.indexOf(name)
    expect(index, `column ${name} in ${header.join(' | ')}`).toBeGreaterThan(0)
    return index
  }
  return { res, sheet, header, rows, col }
}

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648
    return s / 2_147_483_648
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => TEST_NOW })
  ;[manager, operator] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
  ])
  const m = await demoMachinesByName(t.ctx.db)
  flexo1 = m['Flexo CI 1'] as DemoMachineRef
  flexo2 = m['Flexo CI 2'] as DemoMachineRef
  // The DIGITAL machine of the seeded base (machines -> machine_models -> machine_lines).
  digital = Object.values(m).find((x) => x.lineName === 'DIGITAL') as DemoMachineRef
  expect(digital).toBeDefined()

  // Seven weeks of back-to-back states with inactivities and power-offs inside, and an order
  // every few hours (with printed codes on the digital machine), on three machines.
  const next = random(11)
  const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
  for (const machine of [flexo1, flexo2, digital]) {
    const states: (typeof schema.statePeriods.$inferInsert)[] = []
    const inactive: (typeof schema.inactivities.$inferInsert)[] = []
    const off: (typeof schema.powerOffs.$inferInsert)[] = []
    let at = Date.parse('2026-09-24T21:30:00Z')
    const end = Date.parse('2026-11-12T02:00:00Z')
    while (at < end) {
      const state = 1 + Math.floor(next() * 3)
      const length = Math.round((20 + next() * 400) * 60_000)
      const finish = at + length
      states.push({
        machineId: machine.id,
        state,
        dateStart: new Date(at),
        dateFinish: new Date(finish),
        meters: state === 3 ? Math.round(length / 600) : Math.round(length / 6000),
      })
      if (next() < 0.5) {
        const start = at + Math.round(length * next() * 0.5)
        inactive.push({
          machineId: machine.id,
          state,
          category: next() < 0.5 ? 1 : 2,
          description: ['Splice', 'Web break', 'Ink change', 'Waiting'][Math.floor(next() * 4)] as string,
          dateStart: new Date(start),
          dateFinish: new Date(start + Math.round(length * 0.3)),
          meters: 5,
        })
      }
      if (next() < 0.2) {
        off.push({
          machineId: machine.id,
          state,
          dateStart: new Date(at),
          dateFinish: new Date(at + Math.round(length * 0.2)),
        })
      }
      at = finish
    }
    await t.ctx.db.insert(schema.statePeriods).values(states)
    await t.ctx.db.insert(schema.inactivities).values(inactive)
    await t.ctx.db.insert(schema.powerOffs).values(off)

    const orders = []
    for (
      let start = Date.parse('2026-09-26T06:00:00Z');
      start < end;
      start += (5 + next() * 20) * 3_600_000
    ) {
      orders.push({
        machineId: machine.id,
        reference: `STX-${machine.id}-${orders.length}`,
        dateStart: new Date(start),
        dateFinish: new Date(start + 3_600_000),
      })
    }
    const ids = await b.orders(orders)
    if (machine === digital) {
      await t.ctx.db.insert(schema.printedCodes).values(
        ids.map((orderId, i) => ({
          orderId,
          inkConsumedLiter: Math.round((0.5 + (i % 7) * 0.123) * 10_000) / 10_000,
          totalPrintedCode: 1_000 + i * 37,
        })),
      )
    }
  }
}, 120_000)
afterAll(() => t.close())

/** The columns holding a record field, by their English header; durations in seconds. */
const durationColumns = [
  ['Period length (h:mm)', 'periodDuration'],
  ['Mechanical change (h:mm)', 'durationCm'],
  ['Adjustment (h:mm)', 'durationAa'],
  ['Turning (h:mm)', 'durationEg'],
  ['Mechanical change: inactivity (h:mm)', 'durationInactivityCm'],
  ['Adjustment: inactivity (h:mm)', 'durationInactivityAa'],
  ['Turning: inactivity (h:mm)', 'durationInactivityEg'],
  ['Mechanical change: power off (h:mm)', 'durationPoweroffCm'],
  ['Adjustment: power off (h:mm)', 'durationPoweroffAa'],
  ['Turning: power off (h:mm)', 'durationPoweroffEg'],
] as const
const numberColumns = [
  ['Mechanical change: meters (m)', 'meterCm'],
  ['Adjustment: meters (m)', 'meterAa'],
  ['Turning: meters (m)', 'meterEg'],
  ['Inactivity meters (m)', 'inactivityMeter'],
  ['Average speed (m/min)', 'speedTotal'],
  ['Turning speed (m/min)', 'speedTurning'],
  ['Orders', 'numOrders'],
] as const

describe('POST /traceability/export', () => {
  it('holds what POST /traceability answers, row by row, in typed cells', async () => {
    for (const [grouping, start, finish] of [
      ['day', '2026-10-01', '2026-10-30'],
      ['week', '2026-09-28', '2026-11-15'],
      ['month', '2026-09-01', '2026-11-30'],
    ] as const) {
      const machineIds = [flexo1.id, flexo2.id]
      const api = await post('/api/traceability', {
        type: 1,
        machineIds,
        startDate: start,
        finishDate: finish,
        dataGrouping: grouping,
      })
      expect(api.statusCode).toBe(200)
      const data = api.json().data as TraceabilityRecord[]
      expect(data.length).toBeGreaterThan(1)

      const { res, sheet, header, rows, col } = await workbookOf('/api/traceability/export', {
        start_date: start,
        finish_date: finish,
        machine_ids: machineIds,
        data_grouping: grouping,
      })
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="statistics-${start}-${finish}.xlsx"; filename*=UTF-8''statistics-${start}-${finish}.xlsx`,
      )
      expect(res.headers['x-export-rows']).toBe(String(data.length))
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
      expect(sheet.autoFilter).toBeTruthy()
      expect(header.filter((h) => String(h).startsWith('Ink consumed'))).toEqual([])
      expect(header).not.toContain('Printed codes')
      expect(rows).toHaveLength(data.length)

      data.forEach((record, i) => {
        const row = rows[i] as unknown[]
        const at = `${grouping} row ${i + 2}`
        expect(row[col('Machine')], at).toBe(record.machineName)
        const period = row[col('Period')]
        expect(period, at).toBeInstanceOf(Date)
        expect((period as Date).toISOString().slice(0, 10), at).toBe(record.label)
        for (const [name, field] of durationColumns) {
          expect(Math.abs(secondsOf(row[col(name)]) - record[field]), `${at} ${name}`).toBeLessThan(1)
        }
        for (const [name, field] of numberColumns) {
          expect(row[col(name)] as number, `${at} ${name}`).toBeCloseTo(record[field], 6)
        }
      })
      const typed = sheet.getRow(2)
      expect(typed.getCell(col('Turning (h:mm)')).numFmt).toBe('[h]:mm')
      expect(typed.getCell(col('Period')).numFmt).toBe('dd/mm/yyyy')
      expect(typeof typed.getCell(col('Orders')).value).toBe('number')
    }
  })

  it('exports a year by day (more than 30 rows), which POST /traceability refuses', async () => {
    const range = { start: '2026-01-01', finish: '2026-12-31' }
    const refused = await post('/api/traceability', {
      type: 1,
      machineIds: [flexo1.id],
      startDate: range.start,
      finishDate: range.finish,
      dataGrouping: 'day',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('dataGrouping')

    const { rows, col } = await workbookOf('/api/traceability/export', {
      start_date: range.start,
      finish_date: range.finish,
      machine_ids: [flexo1.id],
      data_grouping: 'day',
    })
    expect(rows.length).toBeGreaterThan(30)
    const days = rows.map((r) => (r[col('Period')] as Date).toISOString().slice(0, 10))
    expect(new Set(days).size).toBe(rows.length)
    expect(days).toEqual([...days].sort())

    // The days add up to the months the API gives for the same year.
    const months = (
      await post('/api/traceability', {
        type: 1,
        machineIds: [flexo1.id],
        startDate: range.start,
        finishDate: range.finish,
        dataGrouping: 'month',
      })
    ).json().data as TraceabilityRecord[]
    for (const [name, field] of durationColumns.slice(1)) {
      const fromDays = rows.reduce((sum, r) => sum + secondsOf(r[col(name)]), 0)
      const fromMonths = months.reduce((sum, r) => sum + r[field], 0)
      expect(Math.abs(fromDays - fromMonths), name).toBeLessThan(rows.length)
    }
    const orders = rows.reduce((sum, r) => sum + Number(r[col('Orders')] ?? 0), 0)
    expect(orders).toBe(months.reduce((sum, r) => sum + r.numOrders, 0))
    expect(orders).toBeGreaterThan(0)
  })

  it('adds ink (4 decimals) and printed codes only when every machine is DIGITAL', async () => {
    const body = {
      start_date: '2026-10-01',
      finish_date: '2026-10-30',
      machine_ids: [digital.id],
      data_grouping: 'week',
    }
    const data = (
      await post('/api/traceability', {
        type: 1,
        machineIds: [digital.id],
        startDate: body.start_date,
        finishDate: body.finish_date,
        dataGrouping: 'week',
      })
    ).json().data as TraceabilityRecord[]
    const { sheet, rows, col } = await workbookOf('/api/traceability/export', body)
    expect(rows).toHaveLength(data.length)
    expect(data.some((r) => r.totalPrintedCode > 0)).toBe(true)
    data.forEach((record, i) => {
      const row = rows[i] as unknown[]
      expect(row[col('Ink consumed (L)')] as number).toBeCloseTo(record.inkConsumedLiter, 9)
      expect(row[col('Printed codes')]).toBe(record.totalPrintedCode)
    })
    expect(sheet.getRow(2).getCell(col('Ink consumed (L)')).numFmt).toBe('0.0000')

    const mixed = await workbookOf('/api/traceability/export', {
      ...body,
      machine_ids: [digital.id, flexo1.id],
    })
    expect(mixed.header.filter((h) => String(h).startsWith('Ink consumed'))).toEqual([])
    expect(mixed.header).not.toContain('Printed codes')
    expect(mixed.rows.length).toBeGreaterThan(rows.length)
  })

  it('speaks the reader language and converts to the reader units', async () => {
    const spanish = await workbookOf(
      '/api/traceability/export',
      {
        start_date: '2026-10-01',
        finish_date: '2026-10-30',
        machine_ids: [flexo1.id],
        data_grouping: 'week',
      },
      operator,
    )
    for (const name of ['Máquina', 'Periodo', 'Tirada (h:mm)', 'Velocidad media (m/min)', 'Órdenes']) {
      expect(spanish.header).toContain(name)
    }

    const body = {
      start_date: '2026-10-01',
      finish_date: '2026-10-30',
      machine_ids: [flexo1.id],
      data_grouping: 'month',
    }
    const metric = await workbookOf('/api/traceability/export', body)
    const [row] = await t.ctx.db
      .select({ preferences: schema.users.userPreferences })
      .from(schema.users)
      .where(eq(schema.users.email, 'manager@demo.plant'))
    await t.ctx.db
      .update(schema.users)
      .set({ userPreferences: ['USER_GLOBALUNITSYSTEM_IMPERIAL'] })
      .where(eq(schema.users.email, 'manager@demo.plant'))
    try {
      const imperial = await workbookOf('/api/traceability/export', body)
      const meters = metric.rows[0]?.[metric.col('Turning: meters (m)')] as number
      expect(meters).toBeGreaterThan(0)
      expect(imperial.rows[0]?.[imperial.col('Turning: meters (ft)')] as number).toBeCloseTo(
        meters / 0.3048,
        6,
      )
      expect(imperial.rows[0]?.[imperial.col('Average speed (ft/min)')] as number).toBeCloseTo(
        (metric.rows[0]?.[metric.col('Average speed (m/min)')] as number) / 0.3048,
        6,
      )
    } finally {
      await t.ctx.db
        .update(schema.users)
        .set({ userPreferences: row?.preferences ?? [] })
        .where(eq(schema.users.email, 'manager@demo.plant'))
    }
  })

  it('refuses what the data-export request does not allow, naming the field', async () => {
    const base = {
      start_date: '2026-10-01',
      finish_date: '2026-10-30',
      machine_ids: [flexo1.id],
      data_grouping: 'day',
    }
    const cases: Array<[object, string, RegExp]> = [
      [{ machine_ids: [1, 2, 3, 4, 5, 6] }, 'machine_ids', /MULTIPLE_MACHINE_SELECTION_5/],
      [{ machine_ids: [] }, 'machine_ids', /at least one machine/],
      [{ finish_date: '2026-09-30' }, 'finish_date', /before the start/],
      [{ start_date: '2026-02-30' }, 'start_date', /yyyy-MM-dd/],
      [{ data_grouping: 'hour' }, 'data_grouping', /./],
    ]
    for (const [change, field, rule] of cases) {
      const res = await post('/api/traceability/export', { ...base, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.body, JSON.stringify(change)).toContain(field)
      expect(res.body, JSON.stringify(change)).toMatch(rule)
    }
  })

  it('refuses a machine not assigned to the user', async () => {
    const res = await post(
      '/api/traceability/export',
      {
        start_date: '2026-10-01',
        finish_date: '2026-10-30',
        machine_ids: [flexo1.id, digital.id],
        data_grouping: 'week',
      },
      operator,
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
  })
})

describe('POST /inactivities/export', () => {
  const range = { startDate: '2026-10-05', finishDate: '2026-11-04' }

  it('is the inactivity table: machine reasons, subtotal, process reasons, subtotal, total', async () => {
    const api = await post('/api/inactivities', { machineId: flexo1.id, ...range })
    expect(api.statusCode).toBe(200)
    const data = api.json().data as InactivityRecord[]
    const machineRows = data.filter((r) => r.category === 2)
    const processRows = data.filter((r) => r.category === 1)
    expect(machineRows.length).toBeGreaterThan(0)
    expect(processRows.length).toBeGreaterThan(0)

    const { res, sheet, header, rows, col } = await workbookOf('/api/inactivities/export', {
      machineId: flexo1.id,
      ...range,
    })
    const [serial] = await t.ctx.db
      .select({ serial: schema.machines.serialNumber })
      .from(schema.machines)
      .where(eq(schema.machines.id, flexo1.id))
    const name = `inactivities-${serial?.serial}-${range.startDate}-${range.finishDate}.xlsx`
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    )
    expect(header.slice(1)).toEqual(['Description', 'Category', 'Duration (h:mm)', 'Repeats'])
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBeTruthy()
    expect(rows).toHaveLength(data.length + 3)

    const [d, c, s, n] = ['Description', 'Category', 'Duration (h:mm)', 'Repeats'].map(col) as number[]
    const sum = (list: InactivityRecord[]) => ({
      duration: list.reduce((x, r) => x + r.duration, 0),
      repeats: list.reduce((x, r) => x + r.repeats, 0),
    })
    type Expected = [string, string | undefined, number, number, boolean]
    const expected: Expected[] = [
      ...machineRows.map((r): Expected => [r.description, 'Machine', r.duration, r.repeats, false]),
      ['Machine subtotal', undefined, sum(machineRows).duration, sum(machineRows).repeats, true],
      ...processRows.map((r): Expected => [r.description, 'Process', r.duration, r.repeats, false]),
      ['Process subtotal', undefined, sum(processRows).duration, sum(processRows).repeats, true],
      ['Total', undefined, sum(data).duration, sum(data).repeats, true],
    ]
    expected.forEach(([description, category, duration, repeats, bold], i) => {
      const row = rows[i] as unknown[]
      const at = `row ${i + 2} ${description}`
      expect(row[d], at).toBe(description)
      expect(row[c] ?? undefined, at).toBe(category)
      expect(Math.abs(secondsOf(row[s]) - duration), at).toBeLessThan(1)
      expect(row[n], at).toBe(repeats)
      expect(Boolean(sheet.getRow(i + 2).getCell(d).font?.bold), at).toBe(bold)
    })
    expect(sheet.getRow(2).getCell(s).numFmt).toBe('[h]:mm')
    expect(sum(data).repeats).toBeGreaterThan(0)
  })

  it('speaks the reader language', async () => {
    const { header, rows, col } = await workbookOf(
      '/api/inactivities/export',
      { machineId: flexo1.id, ...range },
      operator,
    )
    expect(header.slice(1)).toEqual(['Descripción', 'Categoría', 'Duración (h:mm)', 'Repeticiones'])
    const descriptions = rows.map((r) => r[col('Descripción')])
    expect(descriptions).toContain('Subtotal de máquina')
    expect(descriptions).toContain('Subtotal de proceso')
    expect(descriptions.at(-1)).toBe('Total')
    const categories = new Set(rows.map((r) => r[col('Categoría')]).filter(Boolean))
    expect(categories).toEqual(new Set(['Máquina', 'Proceso']))
  })

  it('names the field of a bad request, and refuses a machine not assigned', async () => {
    const bad = await post('/api/inactivities/export', {
      machineId: flexo1.id,
      startDate: '2026-11-05',
      finishDate: '2026-11-01',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('finishDate')
    const res = await post('/api/inactivities/export', { machineId: digital.id, ...range }, operator)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
  })
})
