import type { OrderHistogram } from '@/contract/order-detail'

/**
 * The histogram's filter toggles: the filter codes of spec 000 §9 in their order, but for the
 * objective filter, which is hidden (spec 000 §6). Tag values are for ROLE_USER and
 * ROLE_TECHNICIAN: the server sends them as null to anyone else, who gets no toggle; for a
 * technician the toggle starts off (spec 000 §6). Docs: docs/decisions/044-histogram-series.md.
 */
export const histogramFilterOrder = [
  'averageSpeed',
  'setPoints',
  'rolls',
  'productivity',
  'states',
  'tasks',
  'inactivities',
  'powerOffs',
  'tagValues',
] as const
export type HistogramFilter = (typeof histogramFilterOrder)[number]

/** The toggles this answer offers: tag values only when the server sent them. */
export function availableHistogramFilters(histogram: Pick<OrderHistogram, 'tagValues'>): HistogramFilter[] {
  return histogramFilterOrder.filter((f) => f !== 'tagValues' || histogram.tagValues !== null)
}

/** Everything shows at first but the tag values, which are off by default. */
export const defaultHistogramFilters: HistogramFilter[] = histogramFilterOrder.filter(
  (f) => f !== 'tagValues',
)
