import { positiveId, text } from '@/lib/navigation/search-values'

/**
 * /maintenance/requests' search: `report=1` opens "Report a problem", pre-filled with the machine
 * (and asset, and the machine's stop) that plant control's card or a scanned asset links with.
 */
export interface RequestsSearch {
  report?: 1
  machineId?: number
  assetId?: number
  stopReasonCode?: string
}

export function parseRequestsSearch(raw: Record<string, unknown>): RequestsSearch {
  const code = text(raw.stopReasonCode, 60)
  // Every key, undefined when absent or bad (see tolerantSearch).
  return {
    report: raw.report === 1 || raw.report === '1' ? 1 : undefined,
    machineId: positiveId(raw.machineId),
    assetId: positiveId(raw.assetId),
    // Its shape only: the code list stays out of the route table every page loads (the form checks it).
    stopReasonCode: code && /^[a-z][a-z0-9_]*$/.test(code) ? code : undefined,
  }
}
