import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isPrintedCodes } from '../model/order-answers'
import { orderDetailKeys, orderSearchParams } from './order-detail-keys'

/** Printed codes of a digital machine's finished order (spec 000 §7: lazy; its failure hides the panel). */
export const getPrintedCodes = async (o: OrderParams) =>
  expectShape(
    await api.get('order/printed-codes', { searchParams: orderSearchParams(o) }).json(),
    isPrintedCodes,
    'the printed codes',
  )

export const printedCodesQuery = (o: OrderParams) =>
  queryOptions({ queryKey: orderDetailKeys.part(o, 'printed-codes'), queryFn: () => getPrintedCodes(o) })
