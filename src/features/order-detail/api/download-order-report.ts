import { downloadFile } from '@/lib/api/download-file'
import type { OrderParams } from '@/lib/production/route-params'
import { orderSearchParams } from './order-detail-keys'

/** GET /order/report-digiflex: the order's PDF report, saved as order-<reference>.pdf. */
export const downloadOrderReport = (o: OrderParams, reference: string) =>
  downloadFile('order/report-digiflex', orderSearchParams(o), `order-${reference}.pdf`)
