/**
 * What a work request opened from a procedure step carries beyond its link's search (machine and
 * asset travel in the URL of /maintenance/requests?report=1): the step's words and its photo, which
 * do not fit a URL. Handed over in memory by the step's "Report a problem" and taken once by the
 * requests page it navigates to; a reload loses only the pre-fill, never anything typed.
 */
export interface ReportHandoff {
  description: string
  photos: File[]
}

let handed: ReportHandoff | null = null

export function handOverReport(handoff: ReportHandoff) {
  handed = handoff
}

/** The hand-over, once: a later visit to the page opens an empty form. */
export function takeReportHandoff(): ReportHandoff | null {
  const taken = handed
  handed = null
  return taken
}
