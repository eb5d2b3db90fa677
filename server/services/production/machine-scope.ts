/**
 * The machine scope: every machine-scoped read is restricted to the machines assigned to the user
 * (DESIGN.md "Rules of the API"). The scope is a list of machine ids the caller has already
 * narrowed (a machine filter) or taken whole (the user's assignment); an empty list matches nothing,
 * never "all machines".
 */
import { type SQL, sql } from 'drizzle-orm'
import { intArray } from './sql-arrays'

/** The machines a user may see, sorted (a stable cache key and SQL parameter). */
export function assignedMachineIds(user: { machineIds: ReadonlySet<number> }): number[] {
  return [...user.machineIds].sort((a, b) => a - b)
}

/**
 * `column` restricted to the machines: one machine is an equality, so an index that starts with
 * the machine column is read in order (the historical list's top-N depends on it).
 */
export function inMachines(column: SQL, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`
  return ids.length === 1 ? sql`${column} = ${ids[0]}::int` : sql`${column} = any(${intArray(ids)})`
}
