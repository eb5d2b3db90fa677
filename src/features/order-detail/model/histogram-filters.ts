/**
 * The histogram's filter toggles (spec 000 §9 filter codes), those this product has data for.
 * The objective filter is hidden (spec 000 §6); speed set points, productivity and tag values
 * have no recorded series yet (docs/decisions/013-order-detail.md).
 */
export const histogramFilterOrder = [
  'averageSpeed',
  'rolls',
  'states',
  'tasks',
  'inactivities',
  'powerOffs',
] as const
export type HistogramFilter = (typeof histogramFilterOrder)[number]

/** Everything with data shows at first. */
export const defaultHistogramFilters: HistogramFilter[] = [...histogramFilterOrder]
