import type { PreparedOrderAction, PreparedOrderState } from '@/contract/genius-board-rules'
import { allowedActions } from '@/contract/genius-board-rules'

/**
 * Why the board's writes are not offered now: a commercial user only reads (spec 002 §6; the
 * server refuses with 403 anyway), and with no connection nothing can reach the server (the
 * board's writes are not queued: an order sent to a machine must be confirmed by the server).
 */
export type WriteBlock = 'COMMERCIAL' | 'OFFLINE' | null

export function writeBlock(access: { readOnly: boolean; online: boolean }): WriteBlock {
  if (access.readOnly) return 'COMMERCIAL'
  if (!access.online) return 'OFFLINE'
  return null
}

/**
 * The actions an order shows: the rules' actions of its state; a commercial user sees none (a
 * read-only user has nothing to press), offline they stay visible but disabled with the reason.
 */
export function shownActions(state: PreparedOrderState, block: WriteBlock): PreparedOrderAction[] {
  return block === 'COMMERCIAL' ? [] : allowedActions(state)
}
