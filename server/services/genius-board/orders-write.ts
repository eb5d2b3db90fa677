/**
 * Preparing and editing an order (POST and PUT /genius-board/orders): for one of the user's
 * machines, validated as the form validates it (validate.ts), its reference unique per machine
 * (reference.ts). A create inserts with ON CONFLICT DO NOTHING, so of two concurrent creations the
 * unique index lets one through and the other gets no row back: a 409. An edit that collides is
 * caught inside a savepoint (a failed statement would abort the whole transaction otherwise).
 */
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { PreparedOrder, preparedOrderInputSchema } from '../../../src/contract/genius-board'
import type { DeckValues } from '../../../src/contract/genius-board-rules'
import type { Tx } from '../../db/client'
import { preparedOrders } from '../../db/schema'
import { machineNotAssigned } from '../../http/errors'
import { type BoardMachineRow, boardMachine } from './board-machines'
import { assertActionAllowed } from './order-state'
import { selectOrder } from './order-wire'
import { type BoardUser, orderHead } from './orders-read'
import { assertNoProductionOrder, isReferenceConflict, referenceExists } from './reference'
import { assertValidOrder, type OrderValues } from './validate'

export type OrderInput = z.output<typeof preparedOrderInputSchema>

const blankToNull = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim())

/** The body's values as stored: tool codes trimmed, blanks as null. */
function valuesOf(input: OrderInput): OrderValues & { customer: string; targetMeter: number } {
  const decks: DeckValues[] = input.decks.map((d) => ({
    position: d.position,
    inkId: d.inkId,
    anilox: blankToNull(d.anilox),
    plateHolder: blankToNull(d.plateHolder),
    tape: blankToNull(d.tape),
    mode: d.mode,
    viscosity: d.viscosity,
    temperature: d.temperature,
  }))
  return { ...input, decks }
}

/** The machine named in a body: the user's (403), then checked with the values. */
async function checkedValues(tx: Tx, user: BoardUser, input: OrderInput) {
  if (!user.machineIds.has(input.machineId)) throw machineNotAssigned()
  const machine = (await boardMachine(tx, input.machineId)) as BoardMachineRow
  const values = valuesOf(input)
  await assertValidOrder(tx, machine, user.companyId, values)
  await assertNoProductionOrder(tx, machine.id, values.reference)
  return { machine, values }
}

const columnsOf = (machine: BoardMachineRow, v: ReturnType<typeof valuesOf>) => ({
  plantId: machine.plantId,
  machineId: machine.id,
  reference: v.reference,
  jobName: v.jobName,
  customer: v.customer,
  materialId: v.materialId,
  width: v.width,
  targetMeter: v.targetMeter,
  sharedJobId: v.sharedJobId,
  decks: [...v.decks].sort((a, b) => a.position - b.position),
})

export async function createOrder(
  tx: Tx,
  user: BoardUser,
  input: OrderInput,
  now: Date,
): Promise<PreparedOrder> {
  const { machine, values } = await checkedValues(tx, user, input)
  const [row] = await tx
    .insert(preparedOrders)
    .values({ ...columnsOf(machine, values), createdBy: user.id, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: preparedOrders.id })
  if (!row) throw referenceExists()
  return (await selectOrder(tx, row.id)) as PreparedOrder
}

export async function updateOrder(
  tx: Tx,
  user: BoardUser,
  id: number,
  input: OrderInput & { version: number },
  now: Date,
): Promise<PreparedOrder> {
  const head = await orderHead(tx, user, id, true)
  await assertActionAllowed(tx, head, input.version, 'edit')
  const { machine, values } = await checkedValues(tx, user, input)
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`
        update prepared_orders set
          plant_id = ${machine.plantId}, machine_id = ${machine.id}, reference = ${values.reference},
          job_name = ${values.jobName}, customer = ${values.customer}, material_id = ${values.materialId},
          width = ${values.width}, target_meter = ${values.targetMeter}, shared_job_id = ${values.sharedJobId},
          decks = ${JSON.stringify(columnsOf(machine, values).decks)}::jsonb,
          version = version + 1, updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}::int`)
    })
  } catch (err) {
    if (isReferenceConflict(err)) throw referenceExists()
    throw err
  }
  return (await selectOrder(tx, id)) as PreparedOrder
}
