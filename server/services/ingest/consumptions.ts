/**
 * The consumptions an order_finish event reports (job costing, ADR 020): checked against the
 * machine's consumable types and the ink groups, stored in order_consumptions and priced at once by
 * the price periods in force during the run, with the engine the seed and the recalculation use.
 * A bad line is a 400 naming it, and the batch (one transaction) changes nothing.
 */
import { eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { orderConsumptionInputSchema } from '../../../src/contract/ingest'
import * as t from '../../db/schema'
import { badRequest } from '../../http/errors'
import { repriceOrder } from '../job-costing/reprice'
import type { MachineSession } from './session'

type Consumption = z.output<typeof orderConsumptionInputSchema>
const INK = 2

export async function checkConsumptions(s: MachineSession, lines: readonly Consumption[], index: number) {
  const field = (k: number, name: string) => `events.${index}.consumptions.${k}.${name}`
  const types = new Set(
    (
      await s.tx
        .select({ id: t.machineConsumableTypes.consumableTypeId })
        .from(t.machineConsumableTypes)
        .where(eq(t.machineConsumableTypes.machineId, s.machine.id))
    ).map((r) => r.id),
  )
  const groupIds = lines.filter((l) => l.consumableTypeId === INK).map((l) => l.groupId)
  const groups = new Set(
    groupIds.length
      ? (
          await s.tx.select({ id: t.inkGroups.id }).from(t.inkGroups).where(inArray(t.inkGroups.id, groupIds))
        ).map((g) => g.id)
      : [],
  )
  const seen = new Set<string>()
  lines.forEach((line, k) => {
    if (!types.has(line.consumableTypeId)) {
      throw badRequest(field(k, 'consumableTypeId'), 'Not a consumable type of this machine', 'invalid_event')
    }
    if (line.consumableTypeId === INK ? !groups.has(line.groupId) : line.groupId !== 0) {
      throw badRequest(
        field(k, 'groupId'),
        line.consumableTypeId === INK ? 'Not an ink group' : 'Only ink (type 2) has a group: 0 otherwise',
        'invalid_event',
      )
    }
    const key = `${line.consumableTypeId}:${line.groupId}`
    if (seen.has(key)) throw badRequest(field(k, 'consumableTypeId'), 'Reported twice', 'invalid_event')
    seen.add(key)
  })
}

/** Stores the order's consumptions and prices them (the order is finished by now). */
export async function recordConsumptions(s: MachineSession, orderId: number, lines: readonly Consumption[]) {
  if (lines.length === 0) return
  // An order finishes once (order_finish needs an open order), so its lines are new.
  await s.tx.insert(t.orderConsumptions).values(lines.map((l) => ({ orderId, ...l })))
  await repriceOrder(s.tx, orderId)
}
