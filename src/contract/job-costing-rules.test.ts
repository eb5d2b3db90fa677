import { describe, expect, it } from 'vitest'
import {
  addSlot,
  canAddSlot,
  canEditConsumableType,
  canEditPeriod,
  costPeriodLabel,
  coversDay,
  dayBefore,
  type ExistingPeriod,
  endChoices,
  hourLabel,
  hourOfTime,
  isPeriodEditable,
  labelRotation,
  parsePriceText,
  periodConflicts,
  removeSlot,
  setLastEnd,
  setSlotPrice,
  slotErrors,
  type TimeSlot,
} from './job-costing-rules'

const TODAY = '2026-11-25'
const slot = (start: number, end: number, price: number | null = 0.12): TimeSlot => ({ start, end, price })

describe('parsePriceText (spec 002 §3.2, §5: currency sign stripped, comma turned into a dot)', () => {
  it('reads plain numbers, with a dot or a comma as the decimal separator', () => {
    expect(parsePriceText('12')).toBe(12)
    expect(parsePriceText('12.5')).toBe(12.5)
    expect(parsePriceText('12,5')).toBe(12.5)
    expect(parsePriceText('0,00001')).toBe(0.00001)
    expect(parsePriceText('.5')).toBe(0.5)
    expect(parsePriceText('0')).toBe(0)
  })

  it('strips a currency sign before or after, with spaces and no-break spaces', () => {
    expect(parsePriceText('€ 3,25')).toBe(3.25)
    expect(parsePriceText('3,25 €')).toBe(3.25)
    expect(parsePriceText('$1.5')).toBe(1.5)
    expect(parsePriceText('\u00a012,40\u00a0€')).toBe(12.4)
    expect(parsePriceText('  7  ')).toBe(7)
  })

  it('knows no thousands separators: a comma is always the decimal one', () => {
    expect(parsePriceText('1,234')).toBe(1.234)
    expect(parsePriceText('€ 1.234,5')).toBeNull()
    expect(parsePriceText('1,234,5')).toBeNull()
    expect(parsePriceText('1 234')).toBeNull()
  })

  it('refuses empty, negative, non-numeric and over-precise text', () => {
    for (const text of [
      '',
      '   ',
      '€',
      null,
      undefined,
      '-1',
      '€ -1,5',
      '+1',
      'abc',
      '1e3',
      '1€5',
      '€€1',
      'NaN',
    ]) {
      expect(parsePriceText(text), String(text)).toBeNull()
    }
    expect(parsePriceText('0,123456')).toBeNull()
    expect(parsePriceText('0,12345')).toBe(0.12345)
  })
})

describe('time slots (spec 002 §5 time-slotted creation, §9)', () => {
  it('writes hours as HH:mm with 24 shown as 00:00, and reads wire times back', () => {
    expect(hourLabel(0)).toBe('00:00')
    expect(hourLabel(7)).toBe('07:00')
    expect(hourLabel(24)).toBe('00:00')
    expect(hourOfTime('00:00', false)).toBe(0)
    expect(hourOfTime('00:00', true)).toBe(24)
    expect(hourOfTime('08:00:00', true)).toBe(8)
    expect(hourOfTime('08:30', false)).toBeNull()
    expect(hourOfTime('24:00', true)).toBeNull()
  })

  it('starts at 00:00 and each new slot starts at the previous end', () => {
    const first = addSlot([])
    expect(first).toEqual([{ start: 0, end: 24, price: null }])
    const shortened = setLastEnd(first, 8)
    const second = addSlot(shortened)
    expect(second.map((s) => [s.start, s.end])).toEqual([
      [0, 8],
      [8, 24],
    ])
  })

  it('shows the add button only while the last end is not 00:00 (24)', () => {
    expect(canAddSlot([])).toBe(true)
    expect(canAddSlot([slot(0, 23)])).toBe(true)
    expect(canAddSlot([slot(0, 24)])).toBe(false)
    expect(canAddSlot([slot(0, 8), slot(8, 24)])).toBe(false)
    // Adding anyway changes nothing.
    const full = [slot(0, 8), slot(8, 24)]
    expect(addSlot(full)).toEqual(full)
  })

  it('offers end choices after the last start up to 24, and edits only the last end', () => {
    expect(endChoices([])).toEqual([])
    expect(endChoices([slot(0, 24)])).toHaveLength(24)
    expect(endChoices([slot(0, 8), slot(8, 24)])).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ])
    expect(endChoices([slot(0, 23), slot(23, 24)])).toEqual([24])

    const slots = [slot(0, 8), slot(8, 24)]
    expect(setLastEnd(slots, 20)).toEqual([slot(0, 8), slot(8, 20)])
    // Not after the last start, past 24, or not a whole hour: nothing changes.
    for (const hour of [8, 7, 0, 25, 12.5]) expect(setLastEnd(slots, hour), String(hour)).toEqual(slots)
    expect(setLastEnd([], 5)).toEqual([])
  })

  it('removes a slot and the following ones; removing the first empties the form', () => {
    const slots = [slot(0, 8), slot(8, 20), slot(20, 24)]
    expect(removeSlot(slots, 1)).toEqual([slot(0, 8)])
    expect(removeSlot(slots, 2)).toEqual([slot(0, 8), slot(8, 20)])
    expect(removeSlot(slots, 0)).toEqual([])
    expect(removeSlot(slots, 3)).toEqual(slots)
    expect(removeSlot(slots, -1)).toEqual(slots)
    // After removing, the add button is back and the new slot starts at the remaining end.
    expect(canAddSlot(removeSlot(slots, 2))).toBe(true)
    expect(addSlot(removeSlot(slots, 2)).at(-1)).toEqual({ start: 20, end: 24, price: null })
  })

  it('never mutates its input', () => {
    const slots = [slot(0, 8), slot(8, 24)]
    const copy = structuredClone(slots)
    setLastEnd(slots, 12)
    removeSlot(slots, 0)
    addSlot(removeSlot(slots, 1))
    setSlotPrice(slots, 0, 9)
    expect(slots).toEqual(copy)
  })

  it('builds three slots covering the day, as the end-to-end test does', () => {
    let slots = addSlot([])
    slots = setLastEnd(slots, 8)
    slots = addSlot(slots)
    slots = setLastEnd(slots, 20)
    slots = addSlot(slots)
    slots = setSlotPrice(setSlotPrice(setSlotPrice(slots, 0, 0.09), 1, 0.15), 2, 0.11)
    expect(slots).toEqual([slot(0, 8, 0.09), slot(8, 20, 0.15), slot(20, 24, 0.11)])
    expect(coversDay(slots)).toBe(true)
    expect(slotErrors(slots)).toEqual([])
    expect(canAddSlot(slots)).toBe(false)
  })
})

describe('slotErrors (spec 002 §5, §8.2 form messages)', () => {
  it("'Must be higher than 0' for a missing, zero, negative or non-numeric price", () => {
    const slots = [slot(0, 6, null), slot(6, 12, 0), slot(12, 18, -0.1), slot(18, 24, Number.NaN)]
    expect(slotErrors(slots)).toEqual(
      [0, 1, 2, 3].map((index) => ({ index, field: 'price', code: 'MUST_BE_HIGHER_THAN_0' })),
    )
    expect(slotErrors([slot(0, 24, 0.00001)])).toEqual([])
  })

  it("'It needs to be later than {time}' for a start not after the previous start", () => {
    expect(slotErrors([slot(0, 10), slot(0, 24)])).toEqual([
      { index: 1, field: 'start', code: 'NEEDS_LATER_THAN', params: { time: '00:00' } },
    ])
    expect(slotErrors([slot(0, 10), slot(10, 14), slot(9, 24)])).toEqual([
      { index: 2, field: 'start', code: 'NEEDS_LATER_THAN', params: { time: '10:00' } },
    ])
  })

  it("'It needs to be later than {time}' for an end not after its start, naming the start", () => {
    expect(slotErrors([slot(0, 8), slot(8, 8)])).toEqual([
      { index: 1, field: 'end', code: 'NEEDS_LATER_THAN', params: { time: '08:00' } },
    ])
    expect(slotErrors([slot(0, 25)])).toEqual([
      { index: 0, field: 'end', code: 'NEEDS_LATER_THAN', params: { time: '00:00' } },
    ])
  })

  it('an end of 24 (00:00) is valid and reports nothing', () => {
    expect(slotErrors([slot(0, 24)])).toEqual([])
    expect(slotErrors([slot(0, 23), slot(23, 24)])).toEqual([])
  })
})

describe('coversDay (issue 15 item 9: slots cover the day exactly once)', () => {
  it('accepts the whole day in one slot and a dual or triple tariff', () => {
    expect(coversDay([slot(0, 24)])).toBe(true)
    expect(coversDay([slot(0, 8), slot(8, 24)])).toBe(true)
    expect(coversDay([slot(0, 7), slot(7, 22), slot(22, 24)])).toBe(true)
  })

  it('refuses a gap, an overlap (a slot crossing the next), an early end and an empty list', () => {
    expect(coversDay([])).toBe(false)
    expect(coversDay([slot(0, 8), slot(9, 24)])).toBe(false)
    expect(coversDay([slot(0, 10), slot(8, 24)])).toBe(false)
    expect(coversDay([slot(0, 8), slot(8, 23)])).toBe(false)
    expect(coversDay([slot(1, 24)])).toBe(false)
  })

  it('refuses the day twice, an empty slot and non-whole hours', () => {
    expect(coversDay([slot(0, 24), slot(0, 24)])).toBe(false)
    expect(coversDay([slot(0, 8), slot(8, 8), slot(8, 24)])).toBe(false)
    expect(coversDay([slot(0, 7.5), slot(7.5, 24)])).toBe(false)
    expect(coversDay([slot(0, 12), slot(12, 36)])).toBe(false)
  })
})

describe('editability (spec 002 §4 job costing, §6)', () => {
  it('the latest (open-ended) and scheduled periods are editable', () => {
    expect(isPeriodEditable({ startDate: '2026-01-01', finishDate: null }, TODAY)).toBe(true)
    expect(isPeriodEditable({ startDate: '2027-01-01', finishDate: null }, TODAY)).toBe(true)
    expect(isPeriodEditable({ startDate: '2026-12-01', finishDate: '2026-12-31' }, TODAY)).toBe(true)
    // In force today, ending today.
    expect(isPeriodEditable({ startDate: '2026-11-01', finishDate: TODAY }, TODAY)).toBe(true)
  })

  it('a historic period stays editable for the history window, then becomes read-only', () => {
    expect(isPeriodEditable({ startDate: '2025-06-01', finishDate: '2025-11-24' }, TODAY)).toBe(true)
    expect(isPeriodEditable({ startDate: '2024-06-01', finishDate: '2025-11-23' }, TODAY, 366)).toBe(false)
    expect(isPeriodEditable({ startDate: '2024-06-01', finishDate: '2025-11-24' }, TODAY, 366)).toBe(true)
    expect(isPeriodEditable({ startDate: '2026-10-01', finishDate: '2026-10-31' }, TODAY, 7)).toBe(false)
  })

  it('invalid or inverted days are never editable', () => {
    expect(isPeriodEditable({ startDate: '2026-02-30', finishDate: null }, TODAY)).toBe(false)
    expect(isPeriodEditable({ startDate: '2026-11-10', finishDate: '2026-11-09' }, TODAY)).toBe(false)
    expect(isPeriodEditable({ startDate: '2026-11-10', finishDate: null }, 'today')).toBe(false)
  })

  const plantTypeIds = [1, 2, 3, 4]
  it('energy (type id 1) needs edit_job_cost_energy; other types do not', () => {
    expect(canEditConsumableType(1, { edit_job_cost_energy: true, plantTypeIds })).toBe(true)
    expect(canEditConsumableType(1, { edit_job_cost_energy: false, plantTypeIds })).toBe(false)
    expect(canEditConsumableType(4, { edit_job_cost_energy: false, plantTypeIds })).toBe(true)
  })

  it('the type must be enabled for the plant, and read-only users edit nothing', () => {
    expect(canEditConsumableType(7, { edit_job_cost_energy: true, plantTypeIds })).toBe(false)
    expect(canEditConsumableType(1, { edit_job_cost_energy: true, plantTypeIds: [2, 3] })).toBe(false)
    expect(canEditConsumableType(2, { edit_job_cost_energy: true, plantTypeIds, readOnly: true })).toBe(false)
    expect(canEditConsumableType(2, { edit_job_cost_energy: false, plantTypeIds: new Set([2]) })).toBe(true)
  })

  it('the pencil needs both the period and the type to be editable', () => {
    const open = { startDate: '2026-01-01', finishDate: null }
    const old = { startDate: '2020-01-01', finishDate: '2020-12-31' }
    const rights = { edit_job_cost_energy: false, plantTypeIds }
    expect(canEditPeriod(open, 4, TODAY, rights)).toBe(true)
    expect(canEditPeriod(open, 1, TODAY, rights)).toBe(false)
    expect(canEditPeriod(old, 4, TODAY, rights)).toBe(false)
  })
})

describe('periodConflicts (issue 15 item 9; spec 002 §5 start not before the previous start)', () => {
  const history: ExistingPeriod[] = [
    { id: 1, startDate: '2026-01-01', finishDate: '2026-05-31' },
    { id: 2, startDate: '2026-06-01', finishDate: null },
  ]

  it('a new period after the latest start closes it and is accepted', () => {
    expect(periodConflicts(history, { startDate: '2026-06-02' })).toBeNull()
    expect(periodConflicts(history, { startDate: '2027-01-01', finishDate: null })).toBeNull()
    expect(periodConflicts([], { startDate: '2020-01-01' })).toBeNull()
    expect(dayBefore('2026-06-02')).toBe('2026-06-01')
    expect(dayBefore('2027-01-01')).toBe('2026-12-31')
  })

  it('a new start before the previous start is refused on startDate', () => {
    expect(periodConflicts(history, { startDate: '2026-05-31' })).toEqual({
      field: 'startDate',
      code: 'BEFORE_PREVIOUS_START',
      periodId: 2,
    })
  })

  it('the same start as the previous period overlaps it', () => {
    expect(periodConflicts(history, { startDate: '2026-06-01' })).toEqual({
      field: 'startDate',
      code: 'OVERLAP',
      periodId: 2,
    })
  })

  it('an edited period overlapping its neighbour by one day is refused, naming the field', () => {
    // Period 1's finish moved onto period 2's first day.
    expect(periodConflicts(history, { id: 1, startDate: '2026-01-01', finishDate: '2026-06-01' })).toEqual({
      field: 'finishDate',
      code: 'OVERLAP',
      periodId: 2,
    })
    // Touching without sharing a day is fine.
    expect(periodConflicts(history, { id: 1, startDate: '2026-01-01', finishDate: '2026-05-31' })).toBeNull()
    // Period 2's start moved back into period 1's last day.
    expect(periodConflicts(history, { id: 2, startDate: '2026-05-31', finishDate: null })).toEqual({
      field: 'startDate',
      code: 'OVERLAP',
      periodId: 1,
    })
  })

  it('an edited period may not start before the period before it', () => {
    expect(periodConflicts(history, { id: 2, startDate: '2025-12-31', finishDate: null })).toEqual({
      field: 'startDate',
      code: 'BEFORE_PREVIOUS_START',
      periodId: 1,
    })
    // The first period has nothing before it: an earlier start is fine.
    expect(periodConflicts(history, { id: 1, startDate: '2025-06-01', finishDate: '2026-05-31' })).toBeNull()
  })

  it('a scheduled period with a finish before its start, or with invalid days, is refused', () => {
    expect(periodConflicts(history, { startDate: '2027-02-01', finishDate: '2027-01-31' })).toEqual({
      field: 'finishDate',
      code: 'FINISH_BEFORE_START',
    })
    expect(periodConflicts(history, { startDate: '2027-02-30' })).toEqual({
      field: 'startDate',
      code: 'INVALID_DATE',
    })
    expect(periodConflicts(history, { startDate: '2027-02-01', finishDate: 'soon' })).toEqual({
      field: 'finishDate',
      code: 'INVALID_DATE',
    })
  })

  it('a bounded new period is checked against a later scheduled one', () => {
    const withScheduled: ExistingPeriod[] = [
      { id: 1, startDate: '2026-01-01', finishDate: '2026-12-31' },
      { id: 3, startDate: '2027-01-01', finishDate: null },
    ]
    // Editing period 1 so that it reaches into the scheduled one.
    expect(
      periodConflicts(withScheduled, { id: 1, startDate: '2026-01-01', finishDate: '2027-01-01' }),
    ).toEqual({ field: 'finishDate', code: 'OVERLAP', periodId: 3 })
    // A new period must start after the scheduled one's start (the latest).
    expect(periodConflicts(withScheduled, { startDate: '2026-12-01' })?.code).toBe('BEFORE_PREVIOUS_START')
  })
})

describe('costPeriodLabel (spec 002 §9: week number and year, month and year)', () => {
  it('months carry their calendar year', () => {
    expect(costPeriodLabel('2026-11-25', 'month')).toEqual({ month: 11, year: 2026 })
    expect(costPeriodLabel('2026-01-01', 'month')).toEqual({ month: 1, year: 2026 })
    expect(costPeriodLabel('2026-12-31', 'month')).toEqual({ month: 12, year: 2026 })
  })

  it('weeks are ISO weeks with their ISO week-year', () => {
    expect(costPeriodLabel('2026-11-25', 'week')).toEqual({ week: 48, year: 2026 })
    expect(costPeriodLabel('2026-01-01', 'week')).toEqual({ week: 1, year: 2026 })
  })

  it('week 53 and week 1 across a year boundary', () => {
    expect(costPeriodLabel('2026-12-31', 'week')).toEqual({ week: 53, year: 2026 })
    expect(costPeriodLabel('2027-01-01', 'week')).toEqual({ week: 53, year: 2026 })
    expect(costPeriodLabel('2027-01-03', 'week')).toEqual({ week: 53, year: 2026 })
    expect(costPeriodLabel('2027-01-04', 'week')).toEqual({ week: 1, year: 2027 })
    expect(costPeriodLabel('2024-12-30', 'week')).toEqual({ week: 1, year: 2025 })
    expect(costPeriodLabel('2021-01-03', 'week')).toEqual({ week: 53, year: 2020 })
    expect(costPeriodLabel('1969-12-29', 'week')).toEqual({ week: 1, year: 1970 })
  })

  it('an invalid day has no label', () => {
    expect(costPeriodLabel('2026-02-29', 'week')).toBeNull()
    expect(costPeriodLabel('', 'month')).toBeNull()
  })
})

describe('labelRotation (spec 002 §9: 0 up to 13 bars, 30 for 14-32, 60 beyond)', () => {
  it('rotates at the spec thresholds', () => {
    expect([0, 1, 13].map(labelRotation)).toEqual([0, 0, 0])
    expect([14, 20, 32].map(labelRotation)).toEqual([30, 30, 30])
    expect([33, 53, 1000].map(labelRotation)).toEqual([60, 60, 60])
  })
})
