/**
 * Who ran an order: the crew on shift, one row per operator stint, split at the shift changes
 * (06, 14, 22 local) where the operator changes. The last stint of a running order stays open.
 */
import { nextShiftChange } from '../model/clock'
import type { IdAllocator, OrderOperatorRow, OrderRow } from './types'

export function crewRows(
  o: OrderRow,
  at: number,
  operatorAt: (ms: number) => number,
  ids: IdAllocator,
): OrderOperatorRow[] {
  const rows: OrderOperatorRow[] = []
  let from = o.dateStart
  let current = operatorAt(from)
  let cursor = from
  while (true) {
    const next = nextShiftChange(cursor)
    if (next >= at) break
    const op = operatorAt(next)
    if (op !== current) {
      rows.push({
        id: ids.take('orderOperators'),
        orderId: o.id,
        operatorId: current,
        dateStart: from,
        dateFinish: next,
      })
      from = next
      current = op
    }
    cursor = next
  }
  rows.push({
    id: ids.take('orderOperators'),
    orderId: o.id,
    operatorId: current,
    dateStart: from,
    dateFinish: o.dateFinish === null ? null : at,
  })
  return rows
}
