import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isMachineOrderConsumptions } from '../model/cost-answers'
import { orderDetailKeys } from './order-detail-keys'

/** The machine and the order by their ids, as the order record gives them (record.machine.id, record.order.id). */
export interface CostedOrderIds {
  machineId: number
  orderId: number
}

/**
 * GET /job-cost/machines/{machine}/machine-po-consumptions?po={po} (spec 000 §7): what the order
 * used of the machine, the quantity beside each machine cost (lazy; a failure leaves the quantities out).
 */
export const getMachineConsumptions = async ({ machineId, orderId }: CostedOrderIds) =>
  expectShape(
    await api
      .get(`job-cost/machines/${machineId}/machine-po-consumptions`, { searchParams: { po: orderId } })
      .json(),
    isMachineOrderConsumptions,
    'the machine consumptions',
  )

/** Named by the order record's machine and order ids (the query waits for the record: enabled). */
export const machineConsumptionsQuery = (
  o: OrderParams,
  record: { machine: { id: number }; order: { id: number } } | undefined,
) => {
  const ids = { machineId: record?.machine.id ?? 0, orderId: record?.order.id ?? 0 }
  return queryOptions({
    queryKey: [...orderDetailKeys.part(o, 'machine-consumptions'), ids.machineId, ids.orderId],
    queryFn: () => getMachineConsumptions(ids),
  })
}
