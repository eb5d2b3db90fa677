/**
 * The price form of the ink and material tabs (spec 002 §2.2, §3.2, §4, §5): the typed texts per
 * item, their errors, the ink percentage increase and the bodies the two saves send. Pure, so the
 * tab only keeps state and the rules are tested here.
 *
 * Items without a typed price are left out of the body (a plant may not price every material); an
 * item that already has a price in the edited period must keep one (a price cannot be deleted).
 */
import type { PricePeriod, SavePricesBody } from '@/contract/job-costing'
import { parsePriceText } from '@/contract/job-costing-rules'
import { priceInputText, roundPrice } from './price-text'

/** What the user typed, by item id (ink group or material). */
export type PriceTexts = Record<number, string>

export type PriceDraft =
  | { kind: 'edit'; period: PricePeriod; texts: PriceTexts }
  | { kind: 'create'; startDate: string | null; texts: PriceTexts }

export type PriceTextError = 'NOT_A_PRICE' | 'REQUIRED'

export interface PriceFormErrors {
  items: Record<number, PriceTextError>
  startDate: 'REQUIRED' | null
  /** No item has a price: there is nothing to save. */
  empty: boolean
}

/** The texts of a period's prices (the values a new period starts from, or the ones edited). */
export function textsOfPeriod(period: PricePeriod | null, decimalSeparator: '.' | ','): PriceTexts {
  const texts: PriceTexts = {}
  for (const p of period?.prices ?? []) texts[p.itemId] = priceInputText(p.price, decimalSeparator)
  return texts
}

export function editDraft(period: PricePeriod, decimalSeparator: '.' | ','): PriceDraft {
  return { kind: 'edit', period, texts: textsOfPeriod(period, decimalSeparator) }
}

/** A new period starts from the prices shown (usually the current ones): most stay the same. */
export function createDraft(base: PricePeriod | null, decimalSeparator: '.' | ','): PriceDraft {
  return { kind: 'create', startDate: null, texts: textsOfPeriod(base, decimalSeparator) }
}

const hasPrice = (draft: PriceDraft, itemId: number) =>
  draft.kind === 'edit' && draft.period.prices.some((p) => p.itemId === itemId)

/** Errors of the form, for the given items (an item id not in the catalogue is ignored). */
export function priceFormErrors(draft: PriceDraft, itemIds: readonly number[]): PriceFormErrors {
  const items: Record<number, PriceTextError> = {}
  let priced = 0
  for (const id of itemIds) {
    const text = (draft.texts[id] ?? '').trim()
    if (text === '') {
      if (hasPrice(draft, id)) items[id] = 'REQUIRED'
      continue
    }
    if (parsePriceText(text) === null) items[id] = 'NOT_A_PRICE'
    else priced++
  }
  return {
    items,
    startDate: draft.kind === 'create' && !draft.startDate ? 'REQUIRED' : null,
    empty: priced === 0,
  }
}

export function hasFormErrors(errors: PriceFormErrors): boolean {
  return errors.startDate !== null || errors.empty || Object.keys(errors.items).length > 0
}

/**
 * "Apply +x % to all prices" (ink editing, §4): every readable price times (1 + x/100), rounded to
 * the 5-decimal step; texts that are not prices stay as typed so their error stays visible. A
 * percentage at or below -100 would make prices zero or negative: nothing changes.
 */
export function applyPercentIncrease(
  texts: PriceTexts,
  percent: number,
  decimalSeparator: '.' | ',',
): PriceTexts {
  if (!Number.isFinite(percent) || percent <= -100) return { ...texts }
  const out: PriceTexts = {}
  for (const [id, text] of Object.entries(texts)) {
    const value = parsePriceText(text)
    out[Number(id)] =
      value === null || text.trim() === ''
        ? text
        : priceInputText(roundPrice(value * (1 + percent / 100)), decimalSeparator)
  }
  return out
}

/**
 * The body of POST /job-cost/{ink-group|material}-prices and PUT /job-cost/material-prices/{id}
 * (§3.2): the period and, per priced item, {id, price} when the edited period already had a price
 * for it, else {price}. Prices go as numbers (already read by parsePriceText). Only valid forms are
 * sent: call priceFormErrors first.
 */
export function savePricesBody(
  draft: PriceDraft,
  periodId: number,
  itemIds: readonly number[],
): SavePricesBody {
  const materials: SavePricesBody['materials'] = {}
  for (const id of itemIds) {
    const price = parsePriceText(draft.texts[id] ?? '')
    if (price === null) continue
    const existing = draft.kind === 'edit' ? draft.period.prices.find((p) => p.itemId === id) : undefined
    materials[String(id)] = existing ? { id: existing.priceId, price } : { price }
  }
  return { period: periodId, materials }
}
