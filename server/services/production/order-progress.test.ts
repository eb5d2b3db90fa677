import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderProgressShown, type ProgressBand, progressInBands } from './order-progress'
import { openExpressionDb } from './test-db'

let db: Awaited<ReturnType<typeof openExpressionDb>>
beforeAll(async () => {
  db = await openExpressionDb()
})
afterAll(() => db.close())

// Orders as (key, clean_meter, target_meter).
const orders = sql`(values
  ('over', 1200::float8, 1000::float8), ('near-over', 1004, 1000), ('exact', 1000, 1000),
  ('near-under', 996, 1000), ('under', 994, 1000), ('no-target', 500, 0)
) as po(k, clean_meter, target_meter)`

describe('orderProgressShown', () => {
  it('is clean / target in percent with one decimal, null without a target', async () => {
    const rows = await db.rows<{ k: string; p: number | null }>(
      sql`select k, ${orderProgressShown('po')} as p from ${orders}`,
    )
    expect(Object.fromEntries(rows.map((r) => [r.k, r.p === null ? null : Number(r.p)]))).toEqual({
      over: 120,
      'near-over': 100.4,
      exact: 100,
      'near-under': 99.6,
      under: 99.4,
      'no-target': null,
    })
  })
})

describe('progressInBands', () => {
  const band = async (bands: ProgressBand[]) =>
    (
      await db.rows<{ k: string }>(
        sql`select k from ${orders} where ${progressInBands('po', bands)} order by k`,
      )
    ).map((r) => r.k)

  it('compares the progress rounded to an integer: 1 >100%, 2 100%, 3 <100%', async () => {
    expect(await band([1])).toEqual(['over'])
    expect(await band([2])).toEqual(['exact', 'near-over', 'near-under'])
    expect(await band([3])).toEqual(['under'])
  })

  it('matches any of several bands and never an order without a target', async () => {
    expect(await band([1, 3])).toEqual(['over', 'under'])
    expect(await band([1, 2, 3])).not.toContain('no-target')
  })
})
