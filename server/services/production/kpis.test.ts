import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  availabilityPercent,
  elapsedSeconds,
  metersPerMinute,
  percentOf,
  productionPercent,
  rounded,
} from './kpis'
import { openExpressionDb } from './test-db'

let db: Awaited<ReturnType<typeof openExpressionDb>>
beforeAll(async () => {
  db = await openExpressionDb()
})
afterAll(() => db.close())

const n = (v: number) => sql`${v}::float8`
const num = async (expr: ReturnType<typeof sql>) => {
  const v = await db.value(expr)
  return v === null ? null : Number(v)
}

describe('percentOf', () => {
  it('is part / whole * 100, null when the whole is not positive', async () => {
    expect(await num(percentOf(n(50), n(200)))).toBe(25)
    expect(await num(percentOf(n(1200), n(1000)))).toBe(120)
    expect(await num(percentOf(n(5), n(0)))).toBeNull()
    expect(await num(percentOf(n(5), n(-10)))).toBeNull()
  })

  it('divides integers as floats', async () => {
    expect(await num(percentOf(sql`1::int`, sql`3::int`))).toBeCloseTo(33.333, 3)
  })
})

describe('availability and production ratios', () => {
  it('availability = active / (active + inactive)', async () => {
    expect(await num(availabilityPercent(n(3600), n(1200)))).toBe(75)
    expect(await num(availabilityPercent(n(0), n(600)))).toBe(0)
    expect(await num(availabilityPercent(n(0), n(0)))).toBeNull()
  })

  it('production = productive / total meters', async () => {
    expect(await num(productionPercent(n(900), n(1000)))).toBe(90)
    expect(await num(productionPercent(n(0), n(0)))).toBeNull()
  })
})

describe('elapsedSeconds', () => {
  const start = sql`'2026-03-01T10:00:00Z'::timestamptz`
  const now = new Date('2026-03-01T10:01:30Z')
  it('measures a closed period, or an open one up to now', async () => {
    expect(await num(elapsedSeconds(start, sql`'2026-03-01T12:00:00Z'::timestamptz`, now))).toBe(7200)
    expect(await num(elapsedSeconds(start, sql`null::timestamptz`, now))).toBe(90)
  })
})

describe('metersPerMinute', () => {
  it('is meters per minute with two decimals, 0 without time', async () => {
    expect(await num(metersPerMinute(n(1200), n(600)))).toBe(120)
    expect(await num(metersPerMinute(n(100), n(7)))).toBe(857.14)
    expect(await num(metersPerMinute(n(100), n(0)))).toBe(0)
    expect(await num(metersPerMinute(n(100), n(-5)))).toBe(0)
  })
})

describe('rounded', () => {
  it('rounds halves away from zero, in numeric', async () => {
    expect(await num(rounded(n(2.345), 2))).toBe(2.35)
    expect(await num(rounded(n(-0.25), 1))).toBe(-0.3)
    expect(await num(rounded(n(180.46), 1))).toBe(180.5)
    expect(await db.value(rounded(sql`null::float8`, 1))).toBeNull()
  })
})
