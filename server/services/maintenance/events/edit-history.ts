import type { DbOrTx } from '../../../db/client'
import { maintenanceEventHistory } from '../../../db/schema'

/**
 * A history row for an edit of a work order that moves no state (its customer and job, a
 * procedure step's answer): the same state before and after, the edit's details as given.
 */
export async function insertEditHistory(
  tx: DbOrTx,
  event: { id: number; state: number },
  userId: number,
  now: Date,
  details: Record<string, unknown>,
) {
  await tx.insert(maintenanceEventHistory).values({
    eventId: event.id,
    transitionId: null,
    fromState: event.state,
    toState: event.state,
    userId,
    at: now,
    details: JSON.stringify({ action: 'edit', ...details }),
  })
}
