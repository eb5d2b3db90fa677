/**
 * What a scanned QR code or a typed number says about an asset. A label
 * (components/assets/asset-label.tsx) encodes `<origin>/maintenance/all?assets=<id>`. Any origin is
 * taken: a label printed while the portal was reached by another host name of the same server
 * (an IP address, a local name) must still open the asset here. Anything else is not a label.
 * Pure.
 */
import { positiveId } from '@/lib/navigation/search-values'

const LABEL_PATH = '/maintenance/all'

/** The asset id of a label's text, or null when the text is not an asset label. */
export function assetIdOfLabel(text: string): number | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.pathname !== LABEL_PATH && url.pathname !== `${LABEL_PATH}/`) return null
  const keys = [...url.searchParams.keys()]
  if (keys.length !== 1 || keys[0] !== 'assets') return null
  const value = url.searchParams.get('assets') ?? ''
  // Digits only: positiveId alone would also take " 12 " or "012" as a number.
  return /^[1-9]\d*$/.test(value) ? (positiveId(value) ?? null) : null
}

/** The asset number typed from the text under a label's code ("12", or "#12"), or null. */
export function assetIdOfTyped(text: string): number | null {
  const digits = text.trim().replace(/^#/, '')
  return /^\d{1,10}$/.test(digits) ? (positiveId(Number(digits)) ?? null) : null
}

export type ScanOutcome<A> =
  | { kind: 'asset'; asset: A }
  | { kind: 'not-label' }
  | { kind: 'not-in-plant'; assetId: number }

/** A scanned (or typed) asset id against the assets of the user's plant. */
export function scanOutcome<A extends { id: number }>(assetId: number | null, assets: A[]): ScanOutcome<A> {
  if (assetId === null) return { kind: 'not-label' }
  const asset = assets.find((a) => a.id === assetId)
  return asset ? { kind: 'asset', asset } : { kind: 'not-in-plant', assetId }
}

/** GET /maintenanceEvent parameters of an asset's open work orders (open today or later, or outdated). */
export const openWorkOrderParams = (assetId: number): Record<string, string> => ({
  assets: String(assetId),
  maintenanceStates: '1,4',
  orderBy: 'date',
  limit: '50',
  offset: '0',
})
