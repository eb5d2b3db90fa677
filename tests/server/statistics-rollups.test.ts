/**
 * The statistics rollups (issue 14, ADR 019): what the triggers keep per plant-local day equals a
 * rebuild from the raw rows after inserts, closings, edits and deletions; traceability from the
 * rollups (plus the open rows) equals the same computed from the raw rows, and both equal figures
 * worked out by hand, across the October 2026 daylight-saving change in Madrid (25-hour day).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { demoMachines } from '../../server/demo/catalog'
import { hashToken } from '../../server/lib/tokens'
import { traceability } from '../../server/services/statistics/traceability'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let machine: number
const now = new Date('2026-11-20T10:00:00Z')
const at = (iso: string) => new Date(iso)

beforeAll(async () => {
  t = await createTestApp()
  machine = t.base.machineIds[0] as number
})
afterAll(() => t.close())

async function rollupRows() {
  const { rows } = await t.ctx.db.execute<Record<string, unknown>>(sql`
    select machine_id, to_char(day, 'YYYY-MM-DD') as day, source, state,
      round(seconds::numeric, 3)::float8 as seconds, round(meters::numeric, 3)::float8 as meters
    from machine_day_stats where abs(seconds) > 0.0005 or abs(meters) > 0.0005
    order by 1, 2, 3, 4`)
  const inactive = await t.ctx.db.execute<Record<string, unknown>>(sql`
    select machine_id, to_char(day, 'YYYY-MM-DD') as day, category, description,
      round(seconds::numeric, 3)::float8 as seconds, repeats
    from machine_day_inactivities where abs(seconds) > 0.0005 or repeats <> 0
    order by 1, 2, 3, 4`)
  return { stats: rows, inactivities: inactive.rows }
}

describe('statistics rollups', () => {
  it('cut a period at local midnight, 25 hours on the day the clocks go back', async () => {
    // Madrid: 24 Oct 22:00 CEST (20:00Z) to 26 Oct 00:30 CET (25 Oct 23:30Z), 27.5 hours of turning.
    await t.ctx.db.insert(schema.statePeriods).values({
      machineId: machine,
      state: 3,
      dateStart: at('2026-10-24T20:00:00Z'),
      dateFinish: at('2026-10-25T23:30:00Z'),
      meters: 99_000,
    })
    const { stats } = await rollupRows()
    expect(stats.filter((r) => r.source === 1)).toEqual([
      { machine_id: machine, day: '2026-10-24', source: 1, state: 3, seconds: 7_200, meters: 7_200 },
      { machine_id: machine, day: '2026-10-25', source: 1, state: 3, seconds: 90_000, meters: 90_000 },
      { machine_id: machine, day: '2026-10-26', source: 1, state: 3, seconds: 1_800, meters: 1_800 },
    ])
  })

  it('stay equal to a rebuild from the raw rows through inserts, closings, edits and deletions', async () => {
    const db = t.ctx.db
    const [open] = await db
      .insert(schema.statePeriods)
      .values({ machineId: machine, state: 1, dateStart: at('2026-11-02T07:00:00Z'), meters: 10 })
      .returning()
    await db.insert(schema.inactivities).values([
      {
        machineId: machine,
        state: 3,
        category: 1,
        description: 'Splice',
        dateStart: at('2026-11-02T22:50:00Z'),
        dateFinish: at('2026-11-02T23:20:00Z'),
        meters: 30,
      },
      {
        machineId: machine,
        state: 2,
        category: 2,
        description: 'Web break',
        dateStart: at('2026-11-03T08:00:00Z'),
        dateFinish: at('2026-11-03T08:06:00Z'),
      },
      {
        machineId: machine,
        state: 2,
        category: 2,
        description: 'Web break',
        dateStart: at('2026-11-03T09:00:00Z'),
      },
    ])
    await db.insert(schema.powerOffs).values({
      machineId: machine,
      state: 1,
      dateStart: at('2026-11-04T01:00:00Z'),
      dateFinish: at('2026-11-04T03:00:00Z'),
    })
    // Ingestion moves the meters of the open period, then closes it; an edit moves a closed one.
    await db.update(schema.statePeriods).set({ meters: 40 }).where(sql`id = ${open?.id}`)
    await db
      .update(schema.statePeriods)
      .set({ meters: 50, dateFinish: at('2026-11-02T09:30:00Z') })
      .where(sql`id = ${open?.id}`)
    await db
      .update(schema.inactivities)
      .set({ dateFinish: at('2026-11-03T09:20:00Z') })
      .where(sql`date_finish is null and machine_id = ${machine}`)
    await db.update(schema.powerOffs).set({ state: 2 }).where(sql`machine_id = ${machine}`)
    await db.delete(schema.inactivities).where(sql`description = 'Splice'`)

    const maintained = await rollupRows()
    expect(maintained.inactivities).toEqual([
      {
        machine_id: machine,
        day: '2026-11-03',
        category: 2,
        description: 'Web break',
        seconds: 360 + 1_200,
        repeats: 2,
      },
    ])
    await db.execute(sql`select rebuild_statistics_rollups()`)
    expect(await rollupRows()).toEqual(maintained)
  })

  it('answer traceability as the raw rows do, open rows counted up to now', async () => {
    await t.ctx.db.insert(schema.statePeriods).values({
      machineId: machine,
      state: 3,
      dateStart: at('2026-11-20T08:00:00Z'),
      meters: 3_000,
    })
    for (const grouping of ['day', 'week', 'month'] as const) {
      const q = { machineIds: [machine], startDate: '2026-10-20', finishDate: '2026-11-20', grouping, now }
      const kept = await traceability(t.ctx.db, q, 'rollups')
      const raw = await traceability(t.ctx.db, q, 'raw')
      expect(kept.length).toBeGreaterThan(0)
      expect(kept).toEqual(
        raw.map((r) =>
          Object.fromEntries(
            Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? expect.closeTo(v, 3) : v]),
          ),
        ),
      )
    }
    const days = await traceability(
      t.ctx.db,
      { machineIds: [machine], startDate: '2026-10-24', finishDate: '2026-10-26', grouping: 'day', now },
      'rollups',
    )
    expect(days.map((d) => [d.label, d.durationEg, d.periodDuration, d.meterEg])).toEqual([
      ['2026-10-24', 7_200, 86_400, 7_200],
      ['2026-10-25', 90_000, 90_000, 90_000],
      ['2026-10-26', 1_800, 86_400, 1_800],
    ])
    // The open period: 08:00Z to now (10:00Z), 2 hours; its meters shared by time.
    const [today] = await traceability(
      t.ctx.db,
      { machineIds: [machine], startDate: '2026-11-20', finishDate: '2026-11-20', grouping: 'day', now },
      'rollups',
    )
    expect(today).toMatchObject({ label: '2026-11-20', durationEg: 7_200, meterEg: 3_000, speedTurning: 25 })
    // A month cut by the range: only its days inside count.
    const [october] = await traceability(
      t.ctx.db,
      { machineIds: [machine], startDate: '2026-10-24', finishDate: '2026-10-31', grouping: 'month', now },
      'rollups',
    )
    expect(october).toMatchObject({ label: '2026-10-01', periodDuration: 8 * 86_400 + 3_600 })
  })
})

describe('statistics rollups under ingestion', () => {
  it("stay equal to a rebuild as a gateway's batches open and close periods across midnight", async () => {
    const secret = 'secret-rollups-0123456789'
    await t.ctx.db.insert(schema.apiKeys).values({
      companyId: t.base.companyId,
      clientId: 'rollups-gateway',
      alias: 'rollups-gateway',
      secretHash: hashToken(secret),
      scopes: ['ingest'],
    })
    const serial = demoMachines[1].serialNumber
    // 22:30 to 00:50 in Madrid (CET): the turning period and an inactivity cross local midnight.
    const base = Date.parse('2026-11-18T21:30:00Z')
    const at = (minute: number) => new Date(base + minute * 60_000).toISOString()
    const batches = [
      [
        { type: 'sample', at: at(0), speed: 0, totalMeter: 1000, cleanMeter: 900, wasteMeter: 100 },
        {
          type: 'order_start',
          at: at(0),
          idOnMachine: 901,
          insertTimestamp: Math.floor(base / 1000) - 600,
          reference: 'ROLLUP-901',
          jobReference: 'ROLLUP-JOB',
          customer: 'Rollup Customer',
          operators: ['Rollup Operator'],
          targetMeter: 5000,
          materialId: 3,
          width: 800,
          format: 500,
          numColor: 4,
        },
        { type: 'state', at: at(5), state: 2 },
        { type: 'state', at: at(20), state: 3 },
        { type: 'sample', at: at(40), speed: 120, totalMeter: 3000, cleanMeter: 2800, wasteMeter: 200 },
      ],
      [
        { type: 'inactivity_start', at: at(80), category: 1, description: 'Splice' },
        { type: 'inactivity_end', at: at(100) },
        { type: 'poweroff_start', at: at(110) },
        { type: 'poweroff_end', at: at(125) },
        { type: 'sample', at: at(140), speed: 100, totalMeter: 6000, cleanMeter: 5600, wasteMeter: 400 },
        { type: 'order_finish', at: at(140) },
      ],
    ]
    for (const [i, events] of batches.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/v1/events',
        headers: {
          authorization: `ApiKey rollups-gateway:${secret}`,
          'idempotency-key': `rollups-batch-${i}-0000`,
        },
        payload: { machine: serial, events },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const maintained = await rollupRows()
    const machineId = (
      await t.ctx.db.execute<{ id: number }>(sql`select id from machines where serial_number = ${serial}`)
    ).rows[0]?.id
    const mine = maintained.stats.filter((r) => r.machine_id === machineId)
    // Turning on both local days, cut at midnight; the splice (23:50 to 00:10 local) too, counted
    // once, on the day it started.
    expect(mine.filter((r) => r.source === 1 && r.state === 3).map((r) => r.day)).toEqual([
      '2026-11-18',
      '2026-11-19',
    ])
    expect(maintained.inactivities.filter((r) => r.machine_id === machineId)).toEqual([
      {
        machine_id: machineId,
        day: '2026-11-18',
        category: 1,
        description: 'Splice',
        seconds: 600,
        repeats: 1,
      },
      {
        machine_id: machineId,
        day: '2026-11-19',
        category: 1,
        description: 'Splice',
        seconds: 600,
        repeats: 0,
      },
    ])
    await t.ctx.db.execute(sql`select rebuild_statistics_rollups()`)
    expect(await rollupRows()).toEqual(maintained)
  })
})
