/**
 * The order report of one reader, assembled once for the two places that hand it out: the download
 * (GET /order/report-digiflex) and the report mail of a finished order. The record, objectives and
 * speed curve of the order; its cost lines only for ROLE_JOB_COSTING on a finished order of a
 * machine with consumable types (spec 000 §5); the reader's language, units and plant time.
 */
import type { DbOrTx } from '../../db/client'
import type { ReaderProfile } from '../../documents/reader'
import { readerProfile } from '../export/reader-profile'
import type { FoundOrder } from './find-order'
import { orderHistogram } from './histogram'
import { orderObjectives } from './objectives'
import { orderCostLines } from './order-parts'
import { orderRecord } from './order-record'
import { renderOrderReport } from './report-pdf'

export interface ReportReader {
  id: number
  plantId: number | null
  roles: ReadonlySet<string>
}

export interface OrderReport {
  pdf: Buffer
  /** order-<reference>.pdf, the reference made safe for a file name. */
  fileName: string
  reader: ReaderProfile
}

export async function orderReport(
  db: DbOrTx,
  order: FoundOrder,
  user: ReportReader,
  now: Date,
): Promise<OrderReport> {
  const withCosts = user.roles.has('ROLE_JOB_COSTING')
  const record = await orderRecord(db, order, { withCosts, now })
  const showCosts = withCosts && record.order.dateFinish !== null && record.machine.consumableTypes > 0
  const [objectives, histogram, costs, reader] = await Promise.all([
    orderObjectives(db, order),
    orderHistogram(db, order, record.machine.maxSpeed, now),
    showCosts ? orderCostLines(db, order) : Promise.resolve(null),
    readerProfile(db, user.id, user.plantId),
  ])
  const pdf = await renderOrderReport({ record, objectives, histogram, costs, reader, now })
  return { pdf, fileName: `order-${order.reference.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`, reader }
}
