/**
 * The plant-configuration writes (spec 002 §3.3, §4, §7.3): a machine renamed, a machine moved in
 * its plant's order. Both run inside the route's transaction (defineWrite) and answer what the
 * screen lists next; the route drops the plant's read snapshots after the commit, so plant control
 * shows the change at once.
 *
 * Order invariant: the sort_order of a plant's machines is the dense sequence 1..N, also when two
 * reorders of one plant run at once. Each reorder locks every machine row of the plant (select
 * ... for update, in id order, the same order in every writer so two cannot deadlock), reads the
 * order only then — the other's committed result — and rewrites it whole. Lists read it as
 * sort_order, then name.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { PlantConfigMachine } from '../../../src/contract/plant'
import type { Tx } from '../../db/client'
import { machines } from '../../db/schema'
import { badRequest, machineNotAssigned, notFound } from '../../http/errors'
import { intArray } from '../production/sql-arrays'
import { movedOrder } from './machine-config-order'
import { listConfigMachines } from './machines'

interface Caller {
  machineIds: ReadonlySet<number>
}

/** The machine's plant; 403 MACHINE_NOT_ASSIGNED for a machine that is not the user's. */
async function plantOf(tx: Tx, user: Caller, id: number): Promise<number> {
  // Refused before reading anything: an id the user does not hold may not even exist.
  if (!user.machineIds.has(id)) throw machineNotAssigned()
  const [row] = await tx.select({ plantId: machines.plantId }).from(machines).where(eq(machines.id, id))
  if (!row) throw notFound('No machine has this id', 'MACHINE_NOT_FOUND')
  return row.plantId
}

export interface Renamed {
  machine: PlantConfigMachine
  plantId: number
}

/** The machine with its new name (already trimmed and checked by the contract's schema). */
export async function renameMachine(tx: Tx, user: Caller, id: number, name: string): Promise<Renamed> {
  const plantId = await plantOf(tx, user, id)
  await tx.update(machines).set({ name }).where(eq(machines.id, id))
  const [machine] = await listConfigMachines(tx, [id])
  return { machine, plantId }
}

export interface Reordered {
  /** The user's machines in their new order. */
  machines: PlantConfigMachine[]
  plantId: number
}

/** Moves the machine to `position` (1-based, among the user's machines of its plant). */
export async function reorderMachine(tx: Tx, user: Caller, id: number, position: number): Promise<Reordered> {
  const plantId = await plantOf(tx, user, id)
  await tx.execute(sql`select id from machines where plant_id = ${plantId}::int order by id for update`)
  // Read after the lock: a reorder that committed meanwhile is seen. The order the lists use.
  const rows = await tx
    .select({ id: machines.id })
    .from(machines)
    .where(eq(machines.plantId, plantId))
    .orderBy(asc(machines.sortOrder), asc(machines.name), asc(machines.id))
  const visible = new Set(rows.filter((r) => user.machineIds.has(r.id)).map((r) => r.id))
  if (position > visible.size) {
    throw badRequest('position', `The position must be between 1 and ${visible.size}`, 'too_big')
  }
  const order = movedOrder(
    rows.map((r) => r.id),
    visible,
    id,
    position,
  )
  // Every row of the plant gets its place 1..N (older orders may have gaps or ties).
  await tx.execute(sql`
    update machines m set sort_order = v.position
    from unnest(${intArray(order)}, ${intArray(order.map((_, i) => i + 1))}) as v(id, position)
    where m.id = v.id and m.sort_order is distinct from v.position`)
  return { machines: await listConfigMachines(tx, [...user.machineIds]), plantId }
}
