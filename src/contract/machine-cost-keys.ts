/**
 * The machine-cost lines of an order, without zod: the order detail's answer guard checks them
 * (features/order-detail/model/cost-answers.ts); order-detail.ts builds its schema from the list.
 */
export const machineCostKeys = [
  'amortization',
  'operators',
  'cliche',
  'adhesive',
  'scraper',
  'stamp',
  'rag',
  'splicingTape',
  'aniloxCleaner',
  'treatmentPencil',
] as const
