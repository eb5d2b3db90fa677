/**
 * Page sizes of the historical list (spec 000 §9), in a module of their own without zod: the route's
 * search parser reads them, and it runs in the first load (docs/decisions/008).
 */
export const HISTORIC_PAGE_SIZES = [10, 25, 50, 100] as const
export const HISTORIC_DEFAULT_LIMIT = 10
export const HISTORIC_MAX_LIMIT = 100
