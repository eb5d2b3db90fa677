import type { FeedbackKey } from './feedback'

/**
 * What the order-detail error view shows when one of its calls fails (spec 000 §8): the first
 * failing call decides by its HTTP status.
 */
export type OrderLoadError =
  | 'ORDER_TOO_LONG'
  | 'MACHINE_NOT_ASSIGNED'
  | 'ORDER_NOT_FOUND'
  | Extract<FeedbackKey, 'TOAST_FETCH_FAIL'>

export function orderLoadError(status: number | null | undefined): OrderLoadError {
  switch (status) {
    case 400:
      return 'ORDER_TOO_LONG'
    case 403:
      return 'MACHINE_NOT_ASSIGNED'
    case 404:
      return 'ORDER_NOT_FOUND'
    default:
      return 'TOAST_FETCH_FAIL'
  }
}
