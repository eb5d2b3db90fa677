import type { OrderParams } from '@/lib/production/route-params'

/** Query keys of the order detail: one family per order address, one key per call. */
export const orderDetailKeys = {
  all: ['order-detail'] as const,
  order: (o: OrderParams) =>
    [...orderDetailKeys.all, o.machineHashCode, o.idOnMachine, o.insertTimestamp] as const,
  part: (o: OrderParams, part: string) => [...orderDetailKeys.order(o), part] as const,
}

/** The three query parameters every order-detail call takes (spec 000 §7). */
export const orderSearchParams = (o: OrderParams) => ({
  machineHashCode: o.machineHashCode,
  idOnMachine: o.idOnMachine,
  insertTimestamp: o.insertTimestamp,
})
