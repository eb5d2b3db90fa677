/**
 * The list view's switchable columns (spec 000 §2.3: "header icons choose which field the
 * reference, time and meters columns show"), kept on this device like the view type.
 */
export const referenceFields = ['order', 'job'] as const
export const timeFields = ['start', 'inactivity'] as const
export const meterFields = ['meters', 'progress'] as const

export interface ListColumns {
  reference: (typeof referenceFields)[number]
  time: (typeof timeFields)[number]
  meters: (typeof meterFields)[number]
}

export const LIST_COLUMNS_KEY = 'plant-portal.plant-control.columns'
export const defaultListColumns: ListColumns = { reference: 'order', time: 'start', meters: 'meters' }

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback

/** A stored choice from an older build (or edited by hand) falls back field by field. */
export function parseListColumns(value: unknown): ListColumns {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  return {
    reference: pick(referenceFields, v.reference, defaultListColumns.reference),
    time: pick(timeFields, v.time, defaultListColumns.time),
    meters: pick(meterFields, v.meters, defaultListColumns.meters),
  }
}
