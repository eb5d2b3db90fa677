/** Keys whose expiry is this close are highlighted in the API tab (spec 002 §2.5 "expiring soon"). */
export const EXPIRING_SOON_DAYS = 14

const DAY_MS = 86_400_000

/** True when the key expires within the next 14 days (a key without expiry, or already gone, is not). */
export function isExpiringSoon(expiresAt: string | null, now: Date, days = EXPIRING_SOON_DAYS): boolean {
  if (!expiresAt) return false
  const left = Date.parse(expiresAt) - now.getTime()
  if (Number.isNaN(left)) return false
  return left > 0 && left <= days * DAY_MS
}
