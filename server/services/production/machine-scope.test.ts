import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assignedMachineIds, inMachines } from './machine-scope'
import { openExpressionDb } from './test-db'

let db: Awaited<ReturnType<typeof openExpressionDb>>
beforeAll(async () => {
  db = await openExpressionDb()
})
afterAll(() => db.close())

const machines = sql`(values (1), (2), (3), (4), (5)) as m(machine_id)`
const scoped = async (ids: number[]) =>
  (
    await db.rows<{ machine_id: number }>(
      sql`select machine_id from ${machines} where ${inMachines(sql`m.machine_id`, ids)} order by 1`,
    )
  ).map((r) => Number(r.machine_id))

describe('inMachines', () => {
  it('keeps only the given machines', async () => {
    expect(await scoped([4, 1])).toEqual([1, 4])
    expect(await scoped([3])).toEqual([3])
    expect(await scoped([9])).toEqual([])
  })

  it('matches nothing for an empty scope (never "all machines")', async () => {
    expect(await scoped([])).toEqual([])
  })

  it('writes one machine as an equality, so a (machine, ...) index is walked in order', () => {
    const text = (ids: number[]) => new PgDialect().sqlToQuery(inMachines(sql`po.machine_id`, ids)).sql
    expect(text([7])).toBe('po.machine_id = $1::int')
    expect(text([7, 8])).toBe('po.machine_id = any($1::int[])')
  })
})

describe('assignedMachineIds', () => {
  it('lists the assignment sorted', () => {
    expect(assignedMachineIds({ machineIds: new Set([12, 3, 7]) })).toEqual([3, 7, 12])
    expect(assignedMachineIds({ machineIds: new Set() })).toEqual([])
  })
})
