import type { ApiError } from './errors'

/**
 * The seconds a 429 asks to wait: the body's `retryAfter` (the server repeats Retry-After there,
 * as a cross-origin client cannot read that header). Null when absent.
 */
export function retryAfterSeconds(error: ApiError): number | null {
  const value = error.details.retryAfter
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}
