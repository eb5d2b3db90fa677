/**
 * What a change of a prepared order needs before it happens: the version the user read (409
 * VERSION_CONFLICT with the order as it is now) and a state that allows the action
 * (allowedActions: 409 PREPARED_ORDER_STATE, with the order too).
 */
import { allowedActions, type PreparedOrderAction } from '../../../src/contract/genius-board-rules'
import type { DbOrTx } from '../../db/client'
import { conflict } from '../../http/errors'
import { selectOrder } from './order-wire'
import type { OrderHead } from './orders-read'

export async function assertActionAllowed(
  db: DbOrTx,
  head: OrderHead,
  version: number,
  action: PreparedOrderAction,
): Promise<void> {
  if (version !== head.version) {
    const current = await selectOrder(db, head.id)
    throw conflict('The prepared order changed since you read it', 'VERSION_CONFLICT', { current })
  }
  if (!allowedActions(head.state).includes(action)) {
    const current = await selectOrder(db, head.id)
    throw conflict(`A ${head.state} order cannot be changed that way (${action})`, 'PREPARED_ORDER_STATE', {
      current,
    })
  }
}
