/**
 * GET /statistics/objectives: each machine's KPI objectives, the same the order detail shows for an
 * order of a job never run before (server/services/order-detail/objectives.ts): the averages of the
 * machine's last 20 finished orders (availability, production, clean speed). The OEE view sets
 * each period's figures against them.
 */
import { sql } from 'drizzle-orm'
import type { MachineObjectives } from '../../../src/contract/statistics'
import type { DbOrTx } from '../../db/client'
import { averages } from '../order-detail/objectives'

export async function machineObjectives(
  db: DbOrTx,
  machineIds: readonly number[],
): Promise<MachineObjectives[]> {
  const out: MachineObjectives[] = []
  // No order is left out (id 0 is none): the objective of the machine as a whole.
  for (const machineId of machineIds) {
    out.push({ machineId, ...(await averages(db, { id: 0, machineId }, sql`true`)) })
  }
  return out
}
