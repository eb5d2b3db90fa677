/**
 * Ingestion of a batch of machine events (POST /api/ingest/v1/events). The caller's API key
 * belongs to a company: only that company's machines can be written. The batch is applied in
 * order, inside the idempotent write's transaction, then the open order's averages and the
 * machine_status snapshot are brought up to date.
 */
import { and, eq, or } from 'drizzle-orm'
import type { IngestBatch, IngestResult } from '../../../src/contract/ingest'
import type { DbOrTx, Tx } from '../../db/client'
import * as t from '../../db/schema'
import { HttpError } from '../../http/errors'
import { recomputeOrder } from './aggregates'
import { applyEvent } from './apply'
import { type MachineRef, MachineSession } from './session'

export async function findCompanyMachine(
  db: DbOrTx,
  companyId: number,
  key: string,
): Promise<MachineRef | null> {
  const [row] = await db
    .select({
      id: t.machines.id,
      plantId: t.machines.plantId,
      name: t.machines.name,
      hashCode: t.machines.hashCode,
      serialNumber: t.machines.serialNumber,
    })
    .from(t.machines)
    .innerJoin(t.plants, eq(t.plants.id, t.machines.plantId))
    .where(
      and(
        eq(t.plants.companyId, companyId),
        or(eq(t.machines.serialNumber, key), eq(t.machines.hashCode, key)),
      ),
    )
    .limit(1)
  return row ?? null
}

export const unknownMachine = (key: string) =>
  new HttpError(404, 'NOT_FOUND', `No machine ${key} in this company`, [
    { field: 'machine', code: 'not_found', message: 'Unknown machine serial number or hash code' },
  ])

export async function ingestBatch(
  tx: Tx,
  companyId: number,
  batch: IngestBatch,
  now: Date,
  /** Told which machine the batch is for (the route drops that plant's read caches after commit). */
  onMachine?: (machine: MachineRef) => void,
): Promise<IngestResult> {
  const machine = await findCompanyMachine(tx, companyId, batch.machine)
  if (!machine) throw unknownMachine(batch.machine)
  onMachine?.(machine)
  const session = await MachineSession.load(tx, machine)
  for (const [i, event] of batch.events.entries()) {
    await applyEvent(session, event, i, now)
  }
  await session.flush()
  if (session.order) await recomputeOrder(tx, session.order.id, new Date(session.cursor))
  const s = session.status
  return {
    machine: { hashCode: machine.hashCode, serialNumber: machine.serialNumber },
    accepted: batch.events.length,
    lastTransactionAt: s.lastTransactionAt?.toISOString() ?? null,
    state: s.state,
    speed: s.speed,
    totalMeter: s.totalMeter,
    currentOrder: session.order
      ? {
          idOnMachine: session.order.idOnMachine,
          insertTimestamp: session.order.insertTimestamp,
          reference: session.order.reference,
        }
      : null,
    inactivityOpen: session.inactivity !== null,
    powerOffOpen: session.powerOff !== null,
  }
}
