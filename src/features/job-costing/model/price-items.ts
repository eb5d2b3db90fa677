/**
 * The entries of the ink and material grids (spec 002 §2.2, §3.2): ink groups by number with their
 * colour, materials by name. Both tabs draw the same entry from this shape.
 */
import type { InkGroup, PricePeriod } from '@/contract/job-costing'

export interface PriceItem {
  id: number
  /** The ink group's number; materials have none. */
  number: number | null
  label: string
  /** The ink's colour (#rrggbb); materials have none. */
  hex: string | null
}

export function inkItems(groups: readonly InkGroup[]): PriceItem[] {
  return [...groups]
    .sort((a, b) => a.number - b.number)
    .map((g) => ({ id: g.id, number: g.number, label: g.description, hex: g.hex }))
}

export function materialItems(materials: readonly { id: number; name: string }[]): PriceItem[] {
  return [...materials]
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    .map((m) => ({ id: m.id, number: null, label: m.name, hex: null }))
}

/** The price of each item in a period (none: absent). */
export function pricesByItem(period: PricePeriod | null): Map<number, number> {
  return new Map((period?.prices ?? []).map((p) => [p.itemId, p.price]))
}

/**
 * A valid #rgb / #rrggbb colour, or null: the catalogue's text is drawn as a CSS colour, and
 * anything else would paint nothing (or inject a property).
 */
export function swatchColour(hex: string | null): string | null {
  return hex !== null && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? hex : null
}
