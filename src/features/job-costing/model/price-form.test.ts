import { describe, expect, it } from 'vitest'
import { type PricePeriod, savePricesSchema } from '@/contract/job-costing'
import {
  applyPercentIncrease,
  createDraft,
  editDraft,
  hasFormErrors,
  priceFormErrors,
  savePricesBody,
  textsOfPeriod,
} from './price-form'

const period: PricePeriod = {
  id: 7,
  startDate: '2026-10-01',
  finishDate: null,
  updatedAt: '2026-10-01T08:00:00.000Z',
  prices: [
    { itemId: 1, priceId: 71, price: 4.85 },
    { itemId: 2, priceId: 72, price: 12.3 },
  ],
}
const items = [1, 2, 3]

describe('the texts of a period', () => {
  it('writes each price with the user decimal separator, no thousands separator', () => {
    expect(textsOfPeriod(period, '.')).toEqual({ 1: '4.85', 2: '12.3' })
    expect(textsOfPeriod(period, ',')).toEqual({ 1: '4,85', 2: '12,3' })
    expect(textsOfPeriod({ ...period, prices: [{ itemId: 1, priceId: 1, price: 1234.5 }] }, ',')).toEqual({
      1: '1234,5',
    })
  })

  it('starts a new period from the shown prices, without a start date', () => {
    const draft = createDraft(period, '.')
    expect(draft).toEqual({ kind: 'create', startDate: null, texts: { 1: '4.85', 2: '12.3' } })
    expect(createDraft(null, '.')).toEqual({ kind: 'create', startDate: null, texts: {} })
  })
})

describe('form errors', () => {
  it('needs a start date to create', () => {
    const draft = createDraft(period, '.')
    expect(priceFormErrors(draft, items).startDate).toBe('REQUIRED')
    expect(priceFormErrors({ ...draft, startDate: '2026-12-01' } as typeof draft, items).startDate).toBeNull()
  })

  it('flags a text that is not a price, accepting the currency sign and a comma', () => {
    const draft = { ...editDraft(period, '.'), texts: { 1: '€ 4,90', 2: 'abc', 3: '' } }
    const errors = priceFormErrors(draft, items)
    expect(errors.items).toEqual({ 2: 'NOT_A_PRICE' })
    expect(hasFormErrors(errors)).toBe(true)
  })

  it('keeps a price the edited period already has, but lets unpriced items stay empty', () => {
    const draft = { ...editDraft(period, '.'), texts: { 1: '', 2: '1', 3: '' } }
    expect(priceFormErrors(draft, items).items).toEqual({ 1: 'REQUIRED' })
    const created = { kind: 'create' as const, startDate: '2026-12-01', texts: { 1: '', 2: '1' } }
    expect(priceFormErrors(created, items).items).toEqual({})
  })

  it('refuses a form without any price', () => {
    const errors = priceFormErrors({ kind: 'create', startDate: '2026-12-01', texts: { 1: ' ' } }, items)
    expect(errors.empty).toBe(true)
    expect(hasFormErrors(errors)).toBe(true)
  })

  it('is clean for a complete form', () => {
    const errors = priceFormErrors(editDraft(period, '.'), items)
    expect(hasFormErrors(errors)).toBe(false)
  })
})

describe('percentage increase (ink editing)', () => {
  it('raises every price and rounds to 5 decimals', () => {
    expect(applyPercentIncrease({ 1: '4.85', 2: '12.3', 3: '0.33333' }, 10, '.')).toEqual({
      1: '5.335',
      2: '13.53',
      3: '0.36666',
    })
  })

  it('writes the result with the user separator and lowers with a negative percentage', () => {
    expect(applyPercentIncrease({ 1: '4,85' }, -50, ',')).toEqual({ 1: '2,425' })
  })

  it('leaves texts that are not prices as typed, and refuses -100 % or worse', () => {
    expect(applyPercentIncrease({ 1: 'abc', 2: '', 3: '2' }, 5, '.')).toEqual({ 1: 'abc', 2: '', 3: '2.1' })
    expect(applyPercentIncrease({ 1: '2' }, -100, '.')).toEqual({ 1: '2' })
    expect(applyPercentIncrease({ 1: '2' }, Number.NaN, '.')).toEqual({ 1: '2' })
  })
})

describe('the body of a save', () => {
  it('sends {id, price} for prices the edited period has and {price} for new ones', () => {
    const draft = { ...editDraft(period, '.'), texts: { 1: '5', 2: '€12,40', 3: '3.5' } }
    const body = savePricesBody(draft, 7, items)
    expect(body).toEqual({
      period: 7,
      materials: { 1: { id: 71, price: 5 }, 2: { id: 72, price: 12.4 }, 3: { price: 3.5 } },
    })
    expect(savePricesSchema.safeParse(body).success).toBe(true)
  })

  it('sends only {price} when creating, under the new period id, skipping empty texts', () => {
    const body = savePricesBody(
      { kind: 'create', startDate: '2026-12-01', texts: { 1: '4.85', 2: '' } },
      9,
      items,
    )
    expect(body).toEqual({ period: 9, materials: { 1: { price: 4.85 } } })
    expect(savePricesSchema.safeParse(body).success).toBe(true)
  })

  it('ignores items that are not in the catalogue', () => {
    const body = savePricesBody(
      { kind: 'create', startDate: '2026-12-01', texts: { 1: '1', 99: '2' } },
      9,
      items,
    )
    expect(Object.keys(body.materials)).toEqual(['1'])
  })
})
