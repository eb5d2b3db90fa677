import type { OrderProduction } from '@/contract/order-detail'

/** Which optional sections of the detail apply to this order and user (spec 000 §2.5, §5). */
export function applicableSections(record: OrderProduction, seesCosts: boolean) {
  const finished = record.order.dateFinish !== null
  const line = record.machine.lineName
  return {
    /** Total and unit cost rows of the summary: with job costing, '-' while unfinished. */
    costRows: seesCosts && record.machine.hasJobCosting,
    /** Plant and machine cost panels: ROLE_JOB_COSTING, finished, a machine with consumable types. */
    costPanels: seesCosts && finished && record.machine.consumableTypes > 0,
    printedCodes: line === 'DIGITAL' && finished,
    childOrders: line === 'SLITTING',
    inkwells: line === 'FLEXO' || line === 'OFFSET',
    /** The configuration synoptic of laminators (medium screens and up). */
    synoptic: line === 'LAMINATING',
    operationAnalytics: record.machine.hasOperationAnalytics,
  }
}
export type Sections = ReturnType<typeof applicableSections>

/** A period picked on the histogram (brush or operator bar), epoch ms. */
export interface Selection {
  from: number
  to: number
}

/** Whether a period overlaps the selection; everything does when nothing is selected. */
export function inSelection(
  period: { dateStart: string; dateFinish: string | null },
  selection: Selection | null,
  now: number,
): boolean {
  if (!selection) return true
  const start = Date.parse(period.dateStart)
  const end = period.dateFinish ? Date.parse(period.dateFinish) : now
  return start <= selection.to && end >= selection.from
}

/** Clicking an operator's bar selects their period; clicking the same again clears it. */
export function toggleSelection(current: Selection | null, next: Selection): Selection | null {
  return current && current.from === next.from && current.to === next.to ? null : next
}
