/**
 * GET /api/ingest/v1/machines: where each machine of the key's company stands (open order, state,
 * roll, inactivity, power-off, counters, current operator), so a gateway or the simulator can
 * resume after a restart without guessing, and what it may report consumptions of.
 */
import { and, asc, desc, eq, isNull, max } from 'drizzle-orm'
import type { IngestMachineSnapshot } from '../../../src/contract/ingest'
import type { DbOrTx } from '../../db/client'
import * as t from '../../db/schema'

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

async function one<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null
}

export async function machineSnapshots(db: DbOrTx, companyId: number): Promise<IngestMachineSnapshot[]> {
  const rows = await db
    .select({ machine: t.machines, status: t.machineStatus, line: t.machineLines.name })
    .from(t.machines)
    .innerJoin(t.plants, eq(t.plants.id, t.machines.plantId))
    .innerJoin(t.machineModels, eq(t.machineModels.id, t.machines.modelId))
    .innerJoin(t.machineLines, eq(t.machineLines.id, t.machineModels.lineId))
    .leftJoin(t.machineStatus, eq(t.machineStatus.machineId, t.machines.id))
    .where(eq(t.plants.companyId, companyId))
    .orderBy(asc(t.machines.sortOrder), asc(t.machines.id))
  // What a gateway may report consumptions of (job costing): ink groups are one catalogue.
  const inkGroupIds = (
    await db.select({ id: t.inkGroups.id }).from(t.inkGroups).orderBy(asc(t.inkGroups.number))
  ).map((g) => g.id)
  const out: IngestMachineSnapshot[] = []
  for (const { machine, status, line } of rows) {
    const typeIds = (
      await db
        .select({ id: t.machineConsumableTypes.consumableTypeId })
        .from(t.machineConsumableTypes)
        .where(eq(t.machineConsumableTypes.machineId, machine.id))
        .orderBy(asc(t.machineConsumableTypes.consumableTypeId))
    ).map((r) => r.id)
    const sample = await one(
      db
        .select()
        .from(t.speedSamples)
        .where(eq(t.speedSamples.machineId, machine.id))
        .orderBy(desc(t.speedSamples.ts))
        .limit(1),
    )
    const [{ last }] = await db
      .select({ last: max(t.productionOrders.idOnMachine) })
      .from(t.productionOrders)
      .where(eq(t.productionOrders.machineId, machine.id))
    const order = status?.currentOrderId
      ? await one(
          db.select().from(t.productionOrders).where(eq(t.productionOrders.id, status.currentOrderId)),
        )
      : null
    const state = status?.statePeriodId
      ? await one(db.select().from(t.statePeriods).where(eq(t.statePeriods.id, status.statePeriodId)))
      : null
    const lastRoll = order
      ? await one(
          db
            .select({ n: max(t.rolls.number) })
            .from(t.rolls)
            .where(eq(t.rolls.orderId, order.id)),
        )
      : null
    const roll = status?.rollId
      ? await one(db.select().from(t.rolls).where(eq(t.rolls.id, status.rollId)))
      : null
    const inactivity = status?.inactivityId
      ? await one(db.select().from(t.inactivities).where(eq(t.inactivities.id, status.inactivityId)))
      : null
    const powerOff = status?.powerOffId
      ? await one(db.select().from(t.powerOffs).where(eq(t.powerOffs.id, status.powerOffId)))
      : null
    const operator = order
      ? await one(
          db
            .select({ name: t.operators.name })
            .from(t.orderOperators)
            .innerJoin(t.operators, eq(t.operators.id, t.orderOperators.operatorId))
            .where(and(eq(t.orderOperators.orderId, order.id), isNull(t.orderOperators.dateFinish)))
            .orderBy(desc(t.orderOperators.dateStart))
            .limit(1),
        )
      : null
    out.push({
      serialNumber: machine.serialNumber,
      hashCode: machine.hashCode,
      name: machine.name,
      line,
      maxSpeed: machine.maxSpeed,
      maxNumDeck: machine.maxNumDeck,
      lastTransactionAt: iso(status?.lastTransactionAt),
      state: status?.state ?? 4,
      speed: status?.speed ?? 0,
      counters: sample
        ? { total: sample.totalMeter, clean: sample.cleanMeter, waste: sample.wasteMeter }
        : null,
      lastIdOnMachine: last ?? null,
      order: order
        ? {
            idOnMachine: order.idOnMachine,
            insertTimestamp: order.insertTimestamp,
            reference: order.reference,
            targetMeter: order.targetMeter,
            cleanMeter: order.cleanMeter,
            wasteMeter: order.wasteMeter,
            dateStart: order.dateStart.toISOString(),
            stateSince: iso(state?.dateStart),
            lastRollNumber: lastRoll?.n ?? 0,
          }
        : null,
      roll:
        roll && !roll.dateFinish
          ? { number: roll.number, cleanMeter: roll.cleanMeter, wasteMeter: roll.wasteMeter }
          : null,
      inactivity:
        inactivity && !inactivity.dateFinish
          ? {
              state: inactivity.state,
              category: inactivity.category,
              description: inactivity.description,
              reasonCode: inactivity.reasonCode,
              dateStart: inactivity.dateStart.toISOString(),
            }
          : null,
      powerOff:
        powerOff && !powerOff.dateFinish
          ? { dateStart: powerOff.dateStart.toISOString(), description: powerOff.description }
          : null,
      operator: operator?.name ?? null,
      consumables: { typeIds, inkGroupIds },
    })
  }
  return out
}
