import { formatWait } from '@/lib/format/wait-time'
import type { ApiError } from './errors'

/**
 * The seconds a 429 asks to wait: the body's `retryAfter` (the server repeats Retry-After there,
 * as a cross-origin client cannot read that header). Null when absent.
 */
export function retryAfterSeconds(error: ApiError): number | null {
  const value = error.details.retryAfter
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

/** How long a throttled request must wait, in the user's words ("2 minutes"); null unless a 429 says. */
export function throttleWait(error: ApiError | null, locale: string): string | null {
  if (error?.status !== 429) return null
  const seconds = retryAfterSeconds(error)
  return seconds ? formatWait(seconds, locale) : null
}
