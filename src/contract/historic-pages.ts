/**
 * Page sizes and filter options of the historical list (spec 000 §2.4, §9), in a module of their
 * own without zod: the route's search parser and the screen read them, and zod stays off the
 * screen's load (docs/decisions/008, 012).
 */
export const HISTORIC_PAGE_SIZES = [10, 25, 50, 100] as const
export const HISTORIC_DEFAULT_LIMIT = 10
export const HISTORIC_MAX_LIMIT = 100

/** Progress filter ids (spec 000 §2.4). "100%" means the progress rounded to an integer is 100. */
export const historicProgressOptions = [
  { id: 1, label: '>100%' },
  { id: 2, label: '100%' },
  { id: 3, label: '<100%' },
] as const

/** Material filter ids 1-11 (spec 000 §2.4). */
export const historicMaterialOptions = [
  'LDPE',
  'HDPE',
  'PP',
  'PAPER',
  'ALUMINIUM',
  'BOPP',
  'OPP',
  'PP CAST',
  'PET',
  'PVC',
  'POLYAMIDA',
].map((name, i) => ({ id: i + 1, name }))
