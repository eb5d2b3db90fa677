/**
 * What a form opened from a procedure step carries beyond its link's search: the step's words and
 * its photo, which do not fit a URL. Two destinations: "Report a problem" opens the work request
 * form (/maintenance/requests?report=1, machine and asset in the URL) and hands over the words and
 * the photo; "Corrective work order" opens /maintenance/tasks/new-order (machine, asset and
 * description in the URL) and hands over the photo. Handed over in memory and taken once by the
 * page navigated to; a reload loses only the pre-fill, never anything typed.
 *
 * One slot: a hand-over replaces the one before, and each page takes only its own, so a photo
 * meant for a work request never lands on a work order.
 */
export interface ReportHandoff {
  description: string
  photos: File[]
}

export interface OrderHandoff {
  photos: File[]
}

type Handed = { to: 'request'; handoff: ReportHandoff } | { to: 'order'; handoff: OrderHandoff }

let handed: Handed | null = null

export function handOverReport(handoff: ReportHandoff) {
  handed = { to: 'request', handoff }
}

export function handOverOrder(handoff: OrderHandoff) {
  handed = { to: 'order', handoff }
}

/** The work request's hand-over, once: a later visit to the page opens an empty form. */
export function takeReportHandoff(): ReportHandoff | null {
  if (handed?.to !== 'request') return null
  const taken = handed.handoff
  handed = null
  return taken
}

/** The corrective order's hand-over, once: a later visit to new-order opens without a photo. */
export function takeOrderHandoff(): OrderHandoff | null {
  if (handed?.to !== 'order') return null
  const taken = handed.handoff
  handed = null
  return taken
}
