import { describe, expect, it } from 'vitest'
import type { ConsumablePeriod } from '@/contract/job-costing'
import {
  canSubmitDraft,
  dayAfter,
  draftAddSlot,
  draftCanAddSlot,
  draftEndChoices,
  draftIsValid,
  draftRemoveSlot,
  draftSetLastEnd,
  draftSetPriceText,
  draftSetStartDate,
  editPeriodDraft,
  newPeriodDraft,
  newPeriodMin,
  periodDraftErrors,
} from './slots-form'

const energy = { id: 1, timeSliced: true }
const solvent = { id: 4, timeSliced: false }
const spans = (d: { slots: { start: number; end: number }[] }) => d.slots.map((s) => [s.start, s.end])

/** 00-08, 08-18, 18-00 typed the way a user does it. */
function threeSlots() {
  let d = newPeriodDraft(energy)
  d = draftSetLastEnd(d, 8)
  d = draftAddSlot(d)
  d = draftSetLastEnd(d, 18)
  d = draftAddSlot(d)
  d = draftSetPriceText(d, 0, '0,081')
  d = draftSetPriceText(d, 1, '0.15')
  d = draftSetPriceText(d, 2, '€ 0.11')
  return draftSetStartDate(d, '2026-12-01')
}

describe('a new time-sliced period', () => {
  it('starts with one slot 00:00-00:00 and no add button until its end is moved', () => {
    const d = newPeriodDraft(energy)
    expect(spans(d)).toEqual([[0, 24]])
    expect(draftCanAddSlot(d)).toBe(false)
    expect(draftEndChoices(d)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1))
  })

  it('adds each slot at the previous end; only the last end is editable', () => {
    const d = threeSlots()
    expect(spans(d)).toEqual([
      [0, 8],
      [8, 18],
      [18, 24],
    ])
    expect(draftEndChoices(d)).toEqual([19, 20, 21, 22, 23, 24])
    // An end not after the last start is refused; the earlier slots keep theirs.
    expect(spans(draftSetLastEnd(d, 10))).toEqual(spans(d))
  })

  it('keeps the typed prices when slots change, and removes a slot with the following ones', () => {
    const d = threeSlots()
    const cut = draftRemoveSlot(d, 1)
    expect(spans(cut)).toEqual([[0, 8]])
    expect(cut.slots[0]?.priceText).toBe('0,081')
    expect(draftCanAddSlot(cut)).toBe(true)
    const again = draftAddSlot(cut)
    expect(again.slots.map((s) => s.priceText)).toEqual(['0,081', ''])
  })

  it('is valid once it has a start, prices above zero and covers the day', () => {
    const d = threeSlots()
    expect(periodDraftErrors(d, [])).toEqual({ startDate: null, slots: {}, notCovering: false })
    expect(canSubmitDraft(d, [])).toBe(true)
  })

  it('says what is missing: the date, the prices and the end of the day', () => {
    let d = newPeriodDraft(energy)
    d = draftSetLastEnd(d, 8)
    d = draftSetPriceText(d, 0, 'x')
    const errors = periodDraftErrors(d, [])
    expect(errors.startDate).toBe('REQUIRED')
    expect(errors.slots[0]?.price).toEqual({ code: 'NOT_A_PRICE' })
    expect(errors.notCovering).toBe(true)
    const zero = periodDraftErrors(draftSetPriceText(d, 0, '0'), [])
    expect(zero.slots[0]?.price).toEqual({ code: 'MUST_BE_HIGHER_THAN_0', params: undefined })
    expect(draftIsValid(zero)).toBe(false)
  })

  it('refuses a start before the previous period or on the same day', () => {
    const existing = [{ id: 3, startDate: '2026-11-01', finishDate: null }]
    const before = draftSetStartDate(threeSlots(), '2026-10-15')
    expect(periodDraftErrors(before, existing).startDate).toBe('BEFORE_PREVIOUS_START')
    const same = draftSetStartDate(threeSlots(), '2026-11-01')
    expect(periodDraftErrors(same, existing).startDate).toBe('OVERLAP')
    const after = draftSetStartDate(threeSlots(), '2026-11-02')
    expect(periodDraftErrors(after, existing).startDate).toBeNull()
  })
})

describe('a new period of a type that is not time-sliced', () => {
  it('has one slot 00:00-00:00 that cannot be cut or added to', () => {
    const d = newPeriodDraft(solvent)
    expect(spans(d)).toEqual([[0, 24]])
    expect(draftCanAddSlot(d)).toBe(false)
    expect(spans(draftSetLastEnd(d, 8))).toEqual([[0, 24]])
    expect(spans(draftAddSlot(d))).toEqual([[0, 24]])
  })

  it('can be sent only with a date and a price above zero', () => {
    let d = newPeriodDraft(solvent)
    expect(canSubmitDraft(d, [])).toBe(false)
    d = draftSetPriceText(d, 0, '1,25')
    expect(canSubmitDraft(d, [])).toBe(false)
    d = draftSetStartDate(d, '2026-12-01')
    expect(canSubmitDraft(d, [])).toBe(true)
    expect(canSubmitDraft(draftSetPriceText(d, 0, '0'), [])).toBe(false)
  })
})

describe('editing a period', () => {
  const period: ConsumablePeriod = {
    id: 40,
    consumableTypeId: 1,
    startDate: '2026-06-01',
    finishDate: '2026-11-30',
    updatedAt: '2026-06-01T00:00:00.000Z',
    periodTimes: [
      {
        id: 2,
        startTime: '08:00',
        finishTime: '00:00',
        price: { id: 402, value: 0.15, currency: '€' },
        consumableType: { id: 1 },
      },
      {
        id: 1,
        startTime: '00:00',
        finishTime: '08:00',
        price: { id: 401, value: 0.08, currency: '€' },
        consumableType: { id: 1 },
      },
    ],
  }

  it('loads the slots in the day order with their price ids and texts', () => {
    const d = editPeriodDraft(period, true, ',')
    expect(d).toMatchObject({
      mode: 'edit',
      periodId: 40,
      typeId: 1,
      startDate: '2026-06-01',
      finishDate: '2026-11-30',
    })
    expect(d.slots).toEqual([
      { start: 0, end: 8, priceText: '0,08', priceId: 401 },
      { start: 8, end: 24, priceText: '0,15', priceId: 402 },
    ])
  })

  it('changes only prices: no slot, end or date changes', () => {
    const d = editPeriodDraft(period, true, '.')
    expect(draftCanAddSlot(draftSetLastEnd(d, 20))).toBe(false)
    expect(spans(draftSetLastEnd(d, 20))).toEqual(spans(d))
    expect(spans(draftRemoveSlot(d, 1))).toEqual(spans(d))
    expect(draftSetStartDate(d, '2026-07-01').startDate).toBe('2026-06-01')
    expect(draftSetPriceText(d, 1, '0.2').slots[1]).toEqual({
      start: 8,
      end: 24,
      priceText: '0.2',
      priceId: 402,
    })
    expect(draftIsValid(periodDraftErrors(d, [period]))).toBe(true)
  })
})

describe('the minimum start of a new period', () => {
  it('is the day after the latest start of the type', () => {
    expect(
      newPeriodMin([{ startDate: '2026-01-01' }, { startDate: '2026-11-30' }, { startDate: '2026-06-01' }]),
    ).toBe('2026-12-01')
    expect(newPeriodMin([])).toBeNull()
    expect(dayAfter('2026-12-31')).toBe('2027-01-01')
    expect(dayAfter('nope')).toBeNull()
  })
})
