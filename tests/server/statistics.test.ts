/**
 * The statistics API (issue 14): POST /traceability equals a computation in plain TypeScript from
 * the raw rows (each period cut at Madrid's local midnights, found with Intl, not SQL), for day,
 * week and month groupings across the October daylight-saving change; POST /inactivities merges
 * by description within each category and agrees with the statistics' inactivity parts; the
 * limits of spec 001 §5 and §9 are 400s naming the field; a machine not assigned is a 403.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import type { InactivityRecord, TraceabilityRecord } from '../../src/contract/statistics'
import { createTestApp, type TestApp } from './helpers'

const TZ = 'Europe/Madrid'
let t: TestApp
let token: string
let operatorToken: string
let machines: number[]

const local = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})
const midnights = new Map<string, number>()

/** The instant of local midnight starting `day` in TZ (Intl, independent of the SQL under test). */
function localMidnight(day: string): number {
  const known = midnights.get(day)
  if (known !== undefined) return known
  const [y, m, d] = day.split('-').map(Number)
  const utc = Date.UTC(y as number, (m as number) - 1, d as number)
  let guess = utc
  for (let i = 0; i < 3; i++) {
    const parts = local.formatToParts(new Date(guess))
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
    const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
    guess = utc - (shown - guess)
  }
  midnights.set(day, guess)
  return guess
}
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** Seconds of [start, finish) inside each local day of [from, to]. */
function split(start: number, finish: number, from: string, to: string): Map<string, number> {
  const out = new Map<string, number>()
  for (let day = from; day <= to; day = nextDay(day)) {
    const seconds =
      (Math.min(finish, localMidnight(nextDay(day))) - Math.max(start, localMidnight(day))) / 1000
    if (seconds > 0) out.set(day, seconds)
  }
  return out
}

const bucketOf = (day: string, grouping: 'day' | 'week' | 'month') => {
  if (grouping === 'day') return day
  if (grouping === 'month') return `${day.slice(0, 7)}-01`
  const n = Date.parse(`${day}T00:00:00Z`) / 86_400_000
  return new Date((n - ((n + 3) % 7)) * 86_400_000).toISOString().slice(0, 10)
}

type RawRow = {
  machine_id: number
  state: number
  date_start: Date
  date_finish: Date
  meters?: number
  category?: number
  description?: string
  [column: string]: unknown
}

async function login(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: {
      user: Buffer.from(email).toString('base64'),
      password: Buffer.from('demo1234').toString('base64'),
      token: '',
      redirect: false,
    },
  })
  return res.json().token as string
}

const post = (url: string, payload: unknown, as = token) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${as}` },
  })

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648
    return s / 2_147_483_648
  }
}

beforeAll(async () => {
  t = await createTestApp()
  token = await login('manager@demo.plant')
  operatorToken = await login('operator@demo.plant')
  machines = t.base.machineIds.slice(0, 2)
  // Three weeks of back-to-back states with inactivities and power-offs inside, over the night the
  // clocks go back (25 October), on two machines.
  const next = random(7)
  for (const machine of machines) {
    let at = Date.parse('2026-10-18T21:30:00Z')
    const end = Date.parse('2026-11-08T02:00:00Z')
    while (at < end) {
      const state = 1 + Math.floor(next() * 3)
      const length = Math.round((20 + next() * 400) * 60_000)
      const finish = at + length
      await t.ctx.db.insert(schema.statePeriods).values({
        machineId: machine,
        state,
        dateStart: new Date(at),
        dateFinish: new Date(finish),
        meters: state === 3 ? Math.round(length / 600) : Math.round(length / 6000),
      })
      if (next() < 0.5) {
        const start = at + Math.round(length * next() * 0.5)
        await t.ctx.db.insert(schema.inactivities).values({
          machineId: machine,
          state,
          category: next() < 0.5 ? 1 : 2,
          description: ['Splice', 'Web break', 'Ink change', 'Waiting for material'][
            Math.floor(next() * 4)
          ] as string,
          dateStart: new Date(start),
          dateFinish: new Date(start + Math.round(length * 0.3)),
          meters: 5,
        })
      }
      if (next() < 0.2) {
        await t.ctx.db.insert(schema.powerOffs).values({
          machineId: machine,
          state,
          dateStart: new Date(at),
          dateFinish: new Date(at + Math.round(length * 0.2)),
        })
      }
      at = finish
    }
  }
})
afterAll(() => t.close())

async function rawRows(table: 'state_periods' | 'inactivities' | 'power_offs') {
  const { rows } = await t.ctx.db.execute<RawRow>(
    sql`select * from ${sql.raw(table)} where machine_id = any(${sql.param(machines)}::int[])`,
  )
  return rows.map((r) => ({ ...r, date_start: new Date(r.date_start), date_finish: new Date(r.date_finish) }))
}

describe('POST /traceability', () => {
  it('equals the raw rows cut at local midnights, grouped by day, week and month, across the DST change', async () => {
    const [states, inactive, off] = await Promise.all([
      rawRows('state_periods'),
      rawRows('inactivities'),
      rawRows('power_offs'),
    ])
    const from = '2026-10-19'
    const to = '2026-11-06'
    for (const grouping of ['day', 'week', 'month'] as const) {
      const expected = new Map<string, Record<string, number>>()
      const add = (rows: RawRow[], field: (r: RawRow) => string, meters: boolean) => {
        for (const r of rows) {
          const total = (r.date_finish.getTime() - r.date_start.getTime()) / 1000
          for (const [day, seconds] of split(r.date_start.getTime(), r.date_finish.getTime(), from, to)) {
            const key = `${r.machine_id}|${bucketOf(day, grouping)}`
            const sums = expected.get(key) ?? {}
            sums[field(r)] = (sums[field(r)] ?? 0) + seconds
            if (meters)
              sums[`meter${field(r)}`] = (sums[`meter${field(r)}`] ?? 0) + ((r.meters ?? 0) * seconds) / total
            expected.set(key, sums)
          }
        }
      }
      const name = (r: RawRow) => ['Cm', 'Aa', 'Eg'][r.state - 1] as string
      add(states, (r) => `duration${name(r)}`, true)
      add(inactive, (r) => `durationInactivity${name(r)}`, false)
      add(off, (r) => `durationPoweroff${name(r)}`, false)

      const weeks = grouping === 'day' ? 19 : grouping === 'week' ? 3 : 2
      expect(weeks).toBeLessThanOrEqual(30)
      const res = await post('/api/traceability', {
        type: 1,
        machineIds: machines,
        startDate: from,
        finishDate: to,
        dataGrouping: grouping,
      })
      expect(res.statusCode).toBe(200)
      const data = res.json().data as TraceabilityRecord[]
      expect(data.length).toBe(expected.size)
      for (const record of data) {
        const want = expected.get(`${record.machineId}|${record.label}`)
        expect(want, `${grouping} ${record.label}`).toBeDefined()
        for (const field of [
          'durationCm',
          'durationAa',
          'durationEg',
          'durationInactivityCm',
          'durationInactivityAa',
          'durationInactivityEg',
          'durationPoweroffCm',
          'durationPoweroffAa',
          'durationPoweroffEg',
        ] as const) {
          expect(record[field], `${grouping} ${record.label} ${field}`).toBeCloseTo(want?.[field] ?? 0, 3)
        }
        expect(record.meterEg).toBeCloseTo(want?.meterdurationEg ?? 0, 3)
      }
      // A local day is never longer than that day: 25 hours on the 25th of October, else 24.
      if (grouping === 'day') {
        const days = new Map(data.map((r) => [r.label, r.periodDuration]))
        expect(days.get('2026-10-25')).toBe(90_000)
        expect(days.get('2026-10-26')).toBe(86_400)
        for (const r of data) {
          expect(r.durationCm + r.durationAa + r.durationEg).toBeLessThanOrEqual(r.periodDuration + 0.001)
        }
      }
    }
  })

  it('refuses what the screen refuses, with a 400 naming the field and the rule', async () => {
    const base = {
      type: 1,
      machineIds: machines,
      startDate: '2026-10-01',
      finishDate: '2026-10-30',
      dataGrouping: 'day',
    }
    const cases: Array<[object, string, RegExp]> = [
      [{ machineIds: [1, 2, 3, 4, 5, 6] }, 'machineIds', /MULTIPLE_MACHINE_SELECTION_5/],
      [{ type: 2 }, 'machineIds', /MULTIPLE_MACHINE_SELECTION_1/],
      [{ finishDate: '2026-10-31' }, 'dataGrouping', /at most 30 periods/],
      [{ finishDate: '2026-09-30' }, 'finishDate', /before the start/],
      [{ startDate: '2026-02-30' }, 'startDate', /yyyy-MM-dd/],
      [{ dataGrouping: 'hour' }, 'dataGrouping', /./],
      [{ machineIds: [] }, 'machineIds', /at least one machine/],
    ]
    for (const [change, field, rule] of cases) {
      const res = await post('/api/traceability', { ...base, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.body, JSON.stringify(change)).toContain(field)
      expect(res.body, JSON.stringify(change)).toMatch(rule)
    }
    // 30 days by day, a year by month: both fine.
    expect((await post('/api/traceability', base)).statusCode).toBe(200)
    expect(
      (
        await post('/api/traceability', {
          ...base,
          startDate: '2026-01-01',
          finishDate: '2026-12-31',
          dataGrouping: 'month',
        })
      ).statusCode,
    ).toBe(200)
  })

  it('answers only the user machines: a machine not assigned is a 403', async () => {
    const { rows } = await t.ctx.db.execute<{ machine_id: number }>(sql`
      select m.id as machine_id from machines m where m.id not in (
        select um.machine_id from user_machines um join users u on u.id = um.user_id where u.email = 'operator@demo.plant')
      limit 1`)
    const other = rows[0]?.machine_id as number
    const res = await post(
      '/api/traceability',
      {
        type: 2,
        machineIds: [other],
        startDate: '2026-10-19',
        finishDate: '2026-10-20',
        dataGrouping: 'day',
      },
      operatorToken,
    )
    expect([403]).toContain(res.statusCode)
  })
})

describe('POST /traceability-available-dates', () => {
  it('gives the first and last instant of the machines, in epoch seconds', async () => {
    const res = await post('/api/traceability-available-dates', { machineIds: machines })
    expect(res.statusCode).toBe(200)
    const { rows } = await t.ctx.db.execute<{ first: string; last: string }>(
      sql`select min(date_start) as first, max(date_finish) as last from state_periods where machine_id = any(${sql.param(machines)}::int[])`,
    )
    // The last local day before today with production: from the raw rows cut at Madrid's midnights.
    const today = local.format(new Date()).slice(0, 10).split('/').reverse().join('-')
    const produced = (await rawRows('state_periods'))
      .filter((r) => Number(r.meters) > 0)
      .flatMap((r) => [
        ...split(r.date_start.getTime(), r.date_finish.getTime(), '2026-10-01', '2026-12-31').keys(),
      ])
      .filter((day) => day < today)
      .sort()
    expect(res.json()).toEqual({
      dateStart: Math.floor(new Date(rows[0]?.first as string).getTime() / 1000),
      dateFinish: Math.floor(new Date(rows[0]?.last as string).getTime() / 1000),
      lastFullDay: produced.at(-1),
    })
    // A machine the user does not hold is refused, as on every other route (issue 29 item 8).
    const foreign = await post('/api/traceability-available-dates', { machineIds: [999_999] })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json().error).toBe('MACHINE_NOT_ASSIGNED')
  })
})

describe('the last full day with data (issue 32)', () => {
  it("is the last local day before today with production: not today's, not a day without meters", async () => {
    const machine = t.base.machineIds[4] as number
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000)
    const localDay = (at: Date) => local.format(at).slice(0, 10).split('/').reverse().join('-')
    const period = (at: Date, meters: number) => ({
      machineId: machine,
      state: 1,
      // Noon to 1 pm, Madrid or not: inside one local day whatever the offset.
      dateStart: new Date(localMidnight(localDay(at)) + 12 * 3_600_000),
      dateFinish: new Date(localMidnight(localDay(at)) + 13 * 3_600_000),
      meters,
    })
    const before = await post('/api/traceability-available-dates', { machineIds: [machine] })
    expect(before.json().lastFullDay).toBeNull()
    await t.ctx.db
      .insert(schema.statePeriods)
      .values([period(day(-3), 500), period(day(-2), 0), period(day(0), 800)])
    const after = await post('/api/traceability-available-dates', { machineIds: [machine] })
    expect(after.statusCode).toBe(200)
    // Today's morning is not a full day, and two days ago nothing was produced.
    expect(after.json().lastFullDay).toBe(localDay(day(-3)))
  })
})

describe('objectives and available dates for a machine not assigned (issue 29 item 8)', () => {
  it("are a 403 naming it, and with no machine named they cover only the user's own", async () => {
    const { rows } = await t.ctx.db.execute<{ id: number }>(sql`
      select id from machines where id not in (
        select machine_id from user_machines um join users u on u.id = um.user_id where u.email = 'operator@demo.plant')
      order by id limit 1`)
    const foreign = Number(rows[0]?.id)
    const { rows: own } = await t.ctx.db.execute<{ id: number }>(sql`
      select machine_id as id from user_machines um join users u on u.id = um.user_id
      where u.email = 'operator@demo.plant' order by machine_id`)
    const mine = own.map((r) => Number(r.id))
    expect(mine.length).toBeGreaterThan(0)

    const dates = await post('/api/traceability-available-dates', { machineIds: [foreign] }, operatorToken)
    expect(dates.statusCode).toBe(403)
    expect(dates.json().error).toBe('MACHINE_NOT_ASSIGNED')
    const mixed = await post(
      '/api/traceability-available-dates',
      { machineIds: [mine[0], foreign] },
      operatorToken,
    )
    expect(mixed.statusCode).toBe(403)
    const objectives = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/objectives?machines=${foreign}`,
      headers: { authorization: `Bearer ${operatorToken}` },
    })
    expect(objectives.statusCode).toBe(403)
    expect(objectives.json().error).toBe('MACHINE_NOT_ASSIGNED')

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/statistics/objectives',
      headers: { authorization: `Bearer ${operatorToken}` },
    })
    expect(all.statusCode).toBe(200)
    expect(
      all
        .json()
        .map((o: { machineId: number }) => o.machineId)
        .sort((a: number, b: number) => a - b),
    ).toEqual(mine)
    const allDates = await post('/api/traceability-available-dates', {}, operatorToken)
    expect(allDates.statusCode).toBe(200)
    expect(allDates.json()).toEqual(
      (await post('/api/traceability-available-dates', { machineIds: mine }, operatorToken)).json(),
    )
  })
})

describe('POST /inactivities', () => {
  it('merges reasons by description within their category, and agrees with the statistics', async () => {
    const machine = machines[0] as number
    const range = { startDate: '2026-10-20', finishDate: '2026-11-05' }
    const res = await post('/api/inactivities', { machineId: machine, ...range })
    expect(res.statusCode).toBe(200)
    const data = res.json().data as InactivityRecord[]
    const keys = data.map((r) => `${r.category}|${r.description}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(data.every((r) => r.category === 1 || r.category === 2)).toBe(true)
    expect(data.map((r) => r.duration)).toEqual([...data.map((r) => r.duration)].sort((a, b) => b - a))

    const { rows } = await t.ctx.db.execute<{ category: number; description: string; n: number }>(sql`
      select category, description, count(*)::int as n from inactivities i
      join machines m on m.id = i.machine_id join plants p on p.id = m.plant_id
      where machine_id = ${machine} and (date_start at time zone p.timezone)::date between ${range.startDate}::date and ${range.finishDate}::date
      group by 1, 2`)
    for (const row of rows) {
      expect(
        data.find((r) => r.category === row.category && r.description === row.description)?.repeats,
      ).toBe(row.n)
    }
    const stats = (
      await post('/api/traceability', { type: 2, machineIds: [machine], dataGrouping: 'month', ...range })
    ).json().data as TraceabilityRecord[]
    const fromStats = stats.reduce(
      (sum, r) => sum + r.durationInactivityCm + r.durationInactivityAa + r.durationInactivityEg,
      0,
    )
    expect(data.reduce((sum, r) => sum + r.duration, 0)).toBeCloseTo(fromStats, 2)
  })

  it('names the field of a bad request, and refuses a machine not assigned', async () => {
    const bad = await post('/api/inactivities', {
      machineId: machines[0],
      startDate: '2026-11-05',
      finishDate: '2026-11-01',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('finishDate')
    const { rows } = await t.ctx.db.execute<{ id: number }>(sql`
      select id from machines where id not in (
        select machine_id from user_machines um join users u on u.id = um.user_id where u.email = 'operator@demo.plant')
      limit 1`)
    const res = await post(
      '/api/inactivities',
      { machineId: rows[0]?.id, startDate: '2026-10-20', finishDate: '2026-10-21' },
      operatorToken,
    )
    expect(res.statusCode).toBe(403)
  })
})

describe('GET /statistics/objectives', () => {
  it("averages each machine's last finished orders, as the order detail's objectives do", async () => {
    const machine = machines[1] as number
    for (const [i, clean] of [900, 700].entries()) {
      await t.ctx.db.insert(schema.productionOrders).values({
        machineId: machine,
        idOnMachine: 7000 + i,
        insertTimestamp: 1_790_000_000 + i,
        reference: `OBJ-${i}`,
        dateStart: new Date(`2026-09-0${i + 1}T08:00:00Z`),
        dateFinish: new Date(`2026-09-0${i + 1}T09:00:00Z`),
        cleanMeter: clean,
        wasteMeter: 1000 - clean,
      })
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/objectives?machines=${machine}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.statusCode).toBe(200)
    // Two orders of an hour, no stop: availability 100 %, production (90 + 70) / 2 = 80 %, clean
    // speed (15 + 11.67) / 2 m/min.
    expect(res.json()).toEqual([
      { machineId: machine, orders: 2, availability: 100, production: 80, speed: 13.33 },
    ])
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/statistics/objectives?machines=x',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('machines')
  })
})

describe('POST /statistics/makeready', () => {
  it('keeps set-ups apart from the run and compares them by crew and by changeover', async () => {
    const machine = t.base.machineIds[2] as number
    const [ana, ben] = await t.ctx.db
      .insert(schema.operators)
      .values([
        { plantId: t.base.plantId, name: 'Ana Makeready' },
        { plantId: t.base.plantId, name: 'Ben Makeready' },
      ])
      .returning()
    // Three orders on 2-4 November: PP 800 -> PAPER 1000 (Ana) -> PAPER 1000 (Ben).
    const plan = [
      {
        day: '02',
        material: 3,
        width: 800,
        crew: ana,
        setup: [1_800, 600],
        setupMeters: [100, 50],
        waste: 400,
      },
      {
        day: '03',
        material: 4,
        width: 1000,
        crew: ana,
        setup: [3_600, 1_200],
        setupMeters: [300, 100],
        waste: 500,
      },
      { day: '04', material: 4, width: 1000, crew: ben, setup: [600, 600], setupMeters: [20, 20], waste: 90 },
    ]
    for (const [i, o] of plan.entries()) {
      const start = Date.parse(`2026-11-${o.day}T08:00:00Z`)
      const [order] = await t.ctx.db
        .insert(schema.productionOrders)
        .values({
          machineId: machine,
          idOnMachine: 8000 + i,
          insertTimestamp: 1_793_000_000 + i,
          reference: `MR-${i}`,
          materialId: o.material,
          width: o.width,
          dateStart: new Date(start),
          dateFinish: new Date(start + 6 * 3_600_000),
          cleanMeter: 5_000,
          wasteMeter: o.waste,
        })
        .returning()
      await t.ctx.db.insert(schema.orderOperators).values({
        orderId: order?.id as number,
        operatorId: o.crew?.id as number,
        dateStart: new Date(start),
      })
      let at = start
      for (const [state, seconds] of o.setup.entries()) {
        await t.ctx.db.insert(schema.statePeriods).values({
          machineId: machine,
          orderId: order?.id,
          state: state + 1,
          dateStart: new Date(at),
          dateFinish: new Date(at + (seconds as number) * 1000),
          meters: o.setupMeters[state] as number,
        })
        at += (seconds as number) * 1000
      }
      await t.ctx.db.insert(schema.statePeriods).values({
        machineId: machine,
        orderId: order?.id,
        state: 3,
        dateStart: new Date(at),
        dateFinish: new Date(start + 6 * 3_600_000),
        meters: 5_000,
      })
    }
    const res = await post('/api/statistics/makeready', {
      machineIds: [machine],
      startDate: '2026-11-03',
      finishDate: '2026-11-04',
    })
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json()
    // The 2 November order is outside the range, but it is the 3 November one's previous order.
    expect(report).toMatchObject({ orders: 2, setupSeconds: 6_000, setupMeters: 440, runningWaste: 100 + 50 })
    expect(report.byCrew).toEqual([
      {
        crew: 'Ana Makeready',
        from: null,
        to: null,
        setups: 1,
        avgSetupSeconds: 4_800,
        avgSetupMeters: 400,
        avgRunningWaste: 100,
      },
      {
        crew: 'Ben Makeready',
        from: null,
        to: null,
        setups: 1,
        avgSetupSeconds: 1_200,
        avgSetupMeters: 40,
        avgRunningWaste: 50,
      },
    ])
    expect(
      report.byChangeover.map((g: { from: unknown; to: unknown; setups: number }) => [
        g.from,
        g.to,
        g.setups,
      ]),
    ).toEqual([
      [{ material: 'PP', width: 800 }, { material: 'PAPER', width: 1000 }, 1],
      [{ material: 'PAPER', width: 1000 }, { material: 'PAPER', width: 1000 }, 1],
    ])
    const six = await post('/api/statistics/makeready', {
      machineIds: [1, 2, 3, 4, 5, 6],
      startDate: '2026-11-03',
      finishDate: '2026-11-04',
    })
    expect(six.statusCode).toBe(400)
    expect(six.body).toContain('MULTIPLE_MACHINE_SELECTION_5')
  })
})
