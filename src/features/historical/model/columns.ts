/**
 * The results table's switchable columns (spec 000 §2.4): each header cell chooses which field its
 * column shows. Format and inkwells are offered only for flexo or offset machines, and the cost
 * column only when costs may be shown (view-rules.ts). The choices are kept on this device.
 */
export const columnFields = {
  who: ['reference', 'job', 'customer', 'operator'],
  material: ['material', 'width', 'format', 'numColor'],
  time: ['dateStart', 'dateFinish', 'duration'],
  speed: ['speedTotal', 'speedTurning'],
  meters: ['wasteMeter', 'cleanMeter', 'totalMeter'],
  rolls: ['numRoll', 'progress'],
  cost: ['poCost', 'poCostSurface'],
} as const

export type ColumnId = keyof typeof columnFields
export type ColumnChoices = { [K in ColumnId]: (typeof columnFields)[K][number] }
export type HistoricField = ColumnChoices[ColumnId]

export const COLUMN_CHOICES_KEY = 'plant-portal.historical.columns'
export const defaultColumnChoices: ColumnChoices = {
  who: 'reference',
  material: 'material',
  time: 'dateStart',
  speed: 'speedTotal',
  meters: 'totalMeter',
  rolls: 'progress',
  cost: 'poCost',
}

/** A stored choice that is unknown, or no longer offered (format on a slitter), falls back per column. */
export function resolveColumnChoices(stored: unknown, flexoOrOffset: boolean): ColumnChoices {
  const v = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>
  const out = { ...defaultColumnChoices } as Record<ColumnId, string>
  for (const id of Object.keys(columnFields) as ColumnId[]) {
    const offered = fieldsOffered(id, flexoOrOffset) as readonly string[]
    if (typeof v[id] === 'string' && offered.includes(v[id] as string)) out[id] = v[id] as string
  }
  return out as ColumnChoices
}

export function fieldsOffered<K extends ColumnId>(
  id: K,
  flexoOrOffset: boolean,
): readonly ColumnChoices[K][] {
  const all = columnFields[id] as unknown as readonly ColumnChoices[K][]
  if (id !== 'material' || flexoOrOffset) return all
  return all.filter((f) => f !== 'format' && f !== 'numColor')
}
