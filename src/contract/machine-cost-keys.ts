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

/** What each machine-cost line is counted in (machine PO consumptions): hours, meters run, rolls, inked decks, once. */
export const machineConsumptionUnits = ['hours', 'meters', 'rolls', 'decks', 'orders'] as const
