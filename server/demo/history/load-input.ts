/** Reads what the history generator needs from the freshly seeded catalogue. */
import { asc, eq } from 'drizzle-orm'
import type { MachineLineName } from '../../../src/contract/session'
import type { DbOrTx } from '../../db/client'
import * as t from '../../db/schema'
import { demoPriceBook, demoPrices } from '../job-costing/demo-prices'
import type { HistoryInput } from './generate'

export async function loadHistoryInput(
  db: DbOrTx,
  options: { seed: number; now: Date; days: number },
): Promise<HistoryInput> {
  const machineRows = await db
    .select({ machine: t.machines, line: t.machineLines.name })
    .from(t.machines)
    .innerJoin(t.machineModels, eq(t.machineModels.id, t.machines.modelId))
    .innerJoin(t.machineLines, eq(t.machineLines.id, t.machineModels.lineId))
    .orderBy(asc(t.machines.sortOrder), asc(t.machines.id))
  const inks = await db.select().from(t.inks).orderBy(asc(t.inks.id))
  const groups = await db.select().from(t.inkGroups).orderBy(asc(t.inkGroups.number))
  const users = await db
    .select({ id: t.users.id, roles: t.users.roles })
    .from(t.users)
    .orderBy(asc(t.users.id))
  const assignments = await db.select().from(t.userMachines)
  const consumableRows = await db.select().from(t.machineConsumableTypes)
  const consumables = new Map<number, number[]>()
  for (const c of consumableRows.sort((a, b) => a.consumableTypeId - b.consumableTypeId)) {
    consumables.set(c.machineId, [...(consumables.get(c.machineId) ?? []), c.consumableTypeId])
  }
  const [plant] = await db
    .select({ timezone: t.plants.timezone })
    .from(t.plants)
    .where(eq(t.plants.id, machineRows[0]?.machine.plantId ?? 0))
  const timeZone = plant?.timezone ?? 'UTC'
  const materials = await db.select({ id: t.materials.id }).from(t.materials).orderBy(asc(t.materials.id))
  const inkGroupIds = groups.map((g) => g.id)
  const prices = demoPrices({
    now: options.now,
    timeZone,
    days: options.days,
    inkGroupIds,
    materialIds: materials.map((m) => m.id),
    consumableTypeIds: [...new Set(consumableRows.map((c) => c.consumableTypeId))].sort((a, b) => a - b),
  })
  return {
    seed: options.seed,
    anchor: options.now,
    days: options.days,
    machines: machineRows.map(({ machine, line }, index) => ({
      id: machine.id,
      index,
      name: machine.name,
      hashCode: machine.hashCode,
      line: line as MachineLineName,
      maxSpeed: machine.maxSpeed,
      maxNumDeck: machine.maxNumDeck,
      hasJobCosting: machine.hasJobCosting,
    })),
    users: users.map((u) => ({
      id: u.id,
      roles: u.roles,
      machineIds: assignments.filter((a) => a.userId === u.id).map((a) => a.machineId),
    })),
    inkIds: inks.map((i) => i.id),
    inkNames: inks.map((i) => i.name),
    inkGroupIds,
    consumables,
    prices,
    priceBook: demoPriceBook(prices, timeZone),
  }
}
