/**
 * The job-costing rules (spec 002 §3.2, §4 "Job costing", §5 "Energy and consumable period creation"
 * and "Ink and material prices", §6, §9 "Job costing"; issue 15). One pure module so the screens
 * offer only what the server accepts: the period forms run `slotErrors` / `periodConflicts` before
 * sending, and the server runs the same functions before writing (400 naming the field otherwise).
 * No React, no DOM, no clock: "today" is always passed in, as a plant-local yyyy-MM-dd day.
 *
 * Hours are integers 0..24 (24 is the next 00:00, shown as '00:00'); prices are plain numbers in the
 * plant currency; days are yyyy-MM-dd. Messages are returned as keys with parameters, never as text.
 */
import { dayNumber, dayOfNumber } from './maintenance-rules'

// ---------------------------------------------------------------------------------------------
// Price text (§3.2 "Save ink or material prices payload", §5 "Ink and material prices", §7.2)
// ---------------------------------------------------------------------------------------------

/** Price step 0.00001 (§5, §9): a price has at most 5 decimals. */
export const PRICE_DECIMALS = 5

// A leading or trailing currency sign (any Unicode currency symbol), with the spaces around it.
const CURRENCY_AROUND = /^[\s\u00a0]*\p{Sc}?[\s\u00a0]*(.*?)[\s\u00a0]*\p{Sc}?[\s\u00a0]*$/u
const PLAIN_NUMBER = /^(?:\d+(?:\.(\d*))?|\.(\d+))$/

/**
 * A price typed as text, as the spec sends it: "the currency sign removed and a comma turned into a
 * dot" (§3.2, §5). Returns the number, or null when the text is empty, negative, not a number or has
 * more than PRICE_DECIMALS decimals (the 0.00001 step of §5/§9). Zero is a valid price here; the
 * period forms require "higher than 0" separately (`slotErrors`).
 *
 * Reading: the spec knows only one separator, the decimal one, and turns a comma into a dot. There
 * are no thousands separators: '1,5' is 1.5, '1,234' is 1.234, and '€ 1.234,5' (a dot then a comma)
 * becomes '1.234.5' and is refused rather than guessed.
 */
export function parsePriceText(text: string | null | undefined): number | null {
  if (text == null) return null
  const stripped = CURRENCY_AROUND.exec(text)?.[1] ?? ''
  const normalized = stripped.replace(',', '.')
  if (normalized.includes(',')) return null
  const match = PLAIN_NUMBER.exec(normalized)
  if (!match) return null
  const decimals = match[1] ?? match[2] ?? ''
  if (decimals.length > PRICE_DECIMALS) return null
  const value = Number(normalized)
  return Number.isFinite(value) ? value : null
}

// ---------------------------------------------------------------------------------------------
// Time slots of an energy or consumable period (§5 "Time-slotted (power) creation", §9)
// ---------------------------------------------------------------------------------------------

/** One slot of a period: whole hours, start inclusive, end exclusive; price null while not typed. */
export interface TimeSlot {
  start: number
  end: number
  price: number | null
}

/** The last possible end: 24, shown as 00:00 (§9 "end choices run from 01:00 to 24"). */
export const DAY_END_HOUR = 24

/** Message keys of the period form (§5, §8.2), with the spec's English text for the catalogue. */
export const slotMessages = {
  NEEDS_LATER_THAN: 'It needs to be later than {time}',
  MUST_BE_HIGHER_THAN_0: 'Must be higher than 0',
} as const
export type SlotMessageCode = keyof typeof slotMessages

export interface SlotError {
  index: number
  field: 'start' | 'end' | 'price'
  code: SlotMessageCode
  params?: { time: string }
}

/** 'HH:mm' of an hour 0..24; 24 is written 00:00 (§9), as the wire's startTime/finishTime. */
export function hourLabel(hour: number): string {
  return `${String(hour % DAY_END_HOUR).padStart(2, '0')}:00`
}

/**
 * The hour of a wire time 'HH:mm' (whole hours only, §9), or null. As an end, '00:00' is 24: the
 * single slot 00:00-00:00 of a type that is not time-sliced (§3.2) is the whole day, hours 0 to 24.
 */
export function hourOfTime(time: string, asEnd: boolean): number | null {
  const m = /^(\d{2}):00(?::00)?$/.exec(time)
  if (!m) return null
  const hour = Number(m[1])
  if (hour > 23) return null
  return asEnd && hour === 0 ? DAY_END_HOUR : hour
}

const lastEnd = (slots: readonly TimeSlot[]) => (slots.length === 0 ? 0 : slots[slots.length - 1]!.end)

/** The add button shows only while the last end is not 00:00, i.e. 24 (§5); an empty form can add. */
export function canAddSlot(slots: readonly TimeSlot[]): boolean {
  return lastEnd(slots) < DAY_END_HOUR
}

/**
 * A new slot "starts at the previous end" (§5), the first at 00:00. Choice (the spec is silent): it
 * ends at 24 (00:00), so the form covers the day at once and the user shortens the last end to add
 * the next slot. Unchanged when `canAddSlot` is false.
 */
export function addSlot(slots: readonly TimeSlot[]): TimeSlot[] {
  if (!canAddSlot(slots)) return [...slots]
  return [...slots, { start: lastEnd(slots), end: DAY_END_HOUR, price: null }]
}

/** The end hours the last slot may choose: after its start, up to 24 (§5, §9: 01:00 to 24). */
export function endChoices(slots: readonly TimeSlot[]): number[] {
  if (slots.length === 0) return []
  const start = slots[slots.length - 1]!.start
  return Array.from({ length: DAY_END_HOUR - start }, (_, i) => start + 1 + i)
}

/** Only the last slot's end is editable (§5): unchanged when `hour` is not one of `endChoices`. */
export function setLastEnd(slots: readonly TimeSlot[], hour: number): TimeSlot[] {
  if (!endChoices(slots).includes(hour)) return [...slots]
  return slots.map((slot, i) => (i === slots.length - 1 ? { ...slot, end: hour } : slot))
}

/** A slot's price (any slot's price is editable); the other fields are untouched. */
export function setSlotPrice(slots: readonly TimeSlot[], index: number, price: number | null): TimeSlot[] {
  return slots.map((slot, i) => (i === index ? { ...slot, price } : slot))
}

/** "Removing a slot removes it and the following ones" (§5); an index out of range changes nothing. */
export function removeSlot(slots: readonly TimeSlot[], index: number): TimeSlot[] {
  if (!Number.isInteger(index) || index < 0 || index >= slots.length) return [...slots]
  return slots.slice(0, index)
}

const isHour = (h: number) => Number.isInteger(h) && h >= 0 && h <= DAY_END_HOUR

/**
 * The form messages of §5/§8.2 for slots that came from anywhere (the form, an edited period, a
 * request body): a start not later than the previous start, or an end not later than its own start,
 * gives NEEDS_LATER_THAN with the time it must pass; a missing or non-positive price gives
 * MUST_BE_HIGHER_THAN_0. Coverage of the day is `coversDay`'s question.
 */
export function slotErrors(slots: readonly TimeSlot[]): SlotError[] {
  const errors: SlotError[] = []
  slots.forEach((slot, index) => {
    const previous = index > 0 ? slots[index - 1]! : null
    if (!isHour(slot.start) || (previous !== null && slot.start <= previous.start)) {
      const time = hourLabel(previous ? previous.start : 0)
      errors.push({ index, field: 'start', code: 'NEEDS_LATER_THAN', params: { time } })
    }
    if (!isHour(slot.end) || slot.end <= slot.start) {
      errors.push({ index, field: 'end', code: 'NEEDS_LATER_THAN', params: { time: hourLabel(slot.start) } })
    }
    if (slot.price === null || !Number.isFinite(slot.price) || slot.price <= 0) {
      errors.push({ index, field: 'price', code: 'MUST_BE_HIGHER_THAN_0' })
    }
  })
  return errors
}

/**
 * A period's slots cover the day exactly once (issue 15 item 9): whole hours, the first at 00:00,
 * each starting at the previous end with its end after its start, the last ending at 24 (00:00).
 * No gap, no overlap, no empty slot; an empty list covers nothing.
 */
export function coversDay(slots: readonly Pick<TimeSlot, 'start' | 'end'>[]): boolean {
  if (slots.length === 0) return false
  let at = 0
  for (const slot of slots) {
    if (!isHour(slot.start) || !isHour(slot.end) || slot.start !== at || slot.end <= slot.start) return false
    at = slot.end
  }
  return at === DAY_END_HOUR
}

// ---------------------------------------------------------------------------------------------
// Editability (§4 "Job costing", §6)
// ---------------------------------------------------------------------------------------------

/** Energy: the consumable type id that needs the edit_job_cost_energy right (§4, §6). */
export const ENERGY_CONSUMABLE_TYPE_ID = 1

/**
 * How far back a period that has already ended stays editable. The spec says only "a helper decides
 * editability; its rules are not shown" (§4). Choice: a year, the span issue 15's recalculation is
 * sized for (its benchmark recalculates "a year of orders after a price change").
 */
export const EDITABLE_HISTORY_DAYS = 366

export interface PeriodDates {
  /** yyyy-MM-dd, first day in force. */
  startDate: string
  /** yyyy-MM-dd, last day in force (inclusive); null while open-ended (the latest period). */
  finishDate: string | null
}

/**
 * "The period's start date is still editable" (§4, §6), read as: a scheduled period (starts after
 * today) and the period in force today are always editable; a historic period stays editable while
 * it ended no more than `historyDays` before today, since a later price change is still recalculated
 * into its orders (issue 15 item 6). Older history is read-only. Invalid days are not editable.
 */
export function isPeriodEditable(
  period: PeriodDates,
  today: string,
  historyDays: number = EDITABLE_HISTORY_DAYS,
): boolean {
  const now = dayNumber(today)
  const start = dayNumber(period.startDate)
  if (now === null || start === null) return false
  if (period.finishDate === null) return true
  const finish = dayNumber(period.finishDate)
  if (finish === null || finish < start) return false
  return finish >= now - historyDays
}

export interface ConsumableRights {
  /** The edit_job_cost_energy right (a session feature flag, spec 000 §3.1). */
  edit_job_cost_energy: boolean
  /** The consumable types enabled for the plant (§6 "the consumable type is enabled for the plant"). */
  plantTypeIds: Iterable<number>
  /** ROLE_COMMERCIAL: "cannot update or change data" (§6). */
  readOnly?: boolean
}

/**
 * Whether the user may edit price periods of a consumable type (§4 "Energy period editing", §6): the
 * type is enabled for the plant, the user is not read-only, and for type id 1 (energy) the
 * edit_job_cost_energy right is held. Other types need no extra right.
 */
export function canEditConsumableType(typeId: number, rights: ConsumableRights): boolean {
  if (rights.readOnly) return false
  if (![...rights.plantTypeIds].includes(typeId)) return false
  return typeId !== ENERGY_CONSUMABLE_TYPE_ID || rights.edit_job_cost_energy
}

/** The pencil of a historic row (§2.2, §4): the period is editable and so is its type for this user. */
export function canEditPeriod(
  period: PeriodDates,
  typeId: number,
  today: string,
  rights: ConsumableRights,
): boolean {
  return canEditConsumableType(typeId, rights) && isPeriodEditable(period, today)
}

// ---------------------------------------------------------------------------------------------
// Period validation (issue 15 item 9; §5 "The date input minimum is the previous period's start date")
// ---------------------------------------------------------------------------------------------

export interface PeriodCandidate {
  /** Set when an existing period is being updated (PUT /job-cost/period/{id}). */
  id?: number
  startDate: string
  /** Null or absent: open-ended (a new period after the latest one). */
  finishDate?: string | null
}

export interface ExistingPeriod extends PeriodDates {
  id: number
}

export type PeriodConflictCode = 'INVALID_DATE' | 'FINISH_BEFORE_START' | 'BEFORE_PREVIOUS_START' | 'OVERLAP'

export interface PeriodConflict {
  field: 'startDate' | 'finishDate'
  code: PeriodConflictCode
  /** The existing period it collides with, when there is one. */
  periodId?: number
}

/**
 * Why a new or edited period cannot be saved among the existing periods of the same consumable type,
 * or null. Finish days are inclusive. Checks, in order: real days; finish not before start; the start
 * not before the previous period's start (§5: for a new period the latest existing start, for an
 * edited one the start of the period before it); no overlap (issue 15 item 9).
 *
 * An open-ended period before the candidate is closed by it (it ends the day before the candidate's
 * start), as creating the next period does; any other shared day is an OVERLAP, named on startDate
 * when the candidate starts inside the other period and on finishDate when it runs into it. Two
 * periods starting on the same day overlap.
 */
export function periodConflicts(
  existing: readonly ExistingPeriod[],
  candidate: PeriodCandidate,
): PeriodConflict | null {
  const start = dayNumber(candidate.startDate)
  if (start === null) return { field: 'startDate', code: 'INVALID_DATE' }
  const finishText = candidate.finishDate ?? null
  const finish = finishText === null ? Number.POSITIVE_INFINITY : dayNumber(finishText)
  if (finish === null) return { field: 'finishDate', code: 'INVALID_DATE' }
  if (finish < start) return { field: 'finishDate', code: 'FINISH_BEFORE_START' }

  const self = candidate.id === undefined ? undefined : existing.find((p) => p.id === candidate.id)
  const others = existing
    .filter((p) => p.id !== candidate.id)
    .map((p) => ({ period: p, start: dayNumber(p.startDate), finish: p.finishDate }))
    .filter((p): p is typeof p & { start: number } => p.start !== null)
    .sort((a, b) => a.start - b.start)

  // The previous period: for a new one the latest; for an edited one the one before its old start.
  const selfStart = self ? dayNumber(self.startDate) : null
  const before = selfStart === null ? others : others.filter((p) => p.start < selfStart)
  const previous = before.length > 0 ? before[before.length - 1]! : null
  if (previous !== null && start < previous.start) {
    return { field: 'startDate', code: 'BEFORE_PREVIOUS_START', periodId: previous.period.id }
  }

  for (const other of others) {
    const closedByCandidate = other.finish === null && other.start < start
    const otherFinish = closedByCandidate
      ? start - 1
      : other.finish === null
        ? Number.POSITIVE_INFINITY
        : (dayNumber(other.finish) ?? Number.POSITIVE_INFINITY)
    if (other.start <= finish && start <= otherFinish) {
      const field = other.start <= start ? 'startDate' : 'finishDate'
      return { field, code: 'OVERLAP', periodId: other.period.id }
    }
  }
  return null
}

/** The day before a period's start: the finishDate the open-ended previous period gets on creation. */
export function dayBefore(day: string): string | null {
  const n = dayNumber(day)
  return n === null ? null : dayOfNumber(n - 1)
}

// ---------------------------------------------------------------------------------------------
// Statistics (§9 "Period labels use week number and year, or month and year"; bar chart rotation)
// ---------------------------------------------------------------------------------------------

export type CostViewMode = 'week' | 'month'
export type CostPeriodLabel = { week: number; year: number } | { month: number; year: number }

/**
 * The label data of the statistics period holding `day` (§9): the ISO 8601 week number with its
 * ISO week-year (weeks start on Monday; the week of 2026-12-31 may be week 53 of 2026, and
 * 2027-01-01 week 53 of 2026 too), or the month 1..12 with its calendar year. Null for an invalid
 * day. Localized text is the screen's job.
 */
export function costPeriodLabel(day: string, mode: CostViewMode): CostPeriodLabel | null {
  const n = dayNumber(day)
  if (n === null) return null
  if (mode === 'month') return { month: Number(day.slice(5, 7)), year: Number(day.slice(0, 4)) }
  // 1970-01-01 was a Thursday; the ISO week belongs to the year of its Thursday.
  const weekday = (((n + 3) % 7) + 7) % 7 // 0 Monday .. 6 Sunday
  const thursday = n - weekday + 3
  const year = new Date(thursday * 86_400_000).getUTCFullYear()
  const jan1 = Date.UTC(year, 0, 1) / 86_400_000
  return { week: Math.floor((thursday - jan1) / 7) + 1, year }
}

/**
 * X-label rotation of a statistics bar chart (§9): 0 degrees for up to 13 bars, 30 for 14 to 32,
 * 60 beyond.
 */
export function labelRotation(barCount: number): 0 | 30 | 60 {
  if (barCount <= 13) return 0
  if (barCount <= 32) return 30
  return 60
}

// ---------------------------------------------------------------------------------------------
// Surface (§4 "Job costing": cost per m²)
// ---------------------------------------------------------------------------------------------

/**
 * The square meters an order ran, (clean + waste meters) x width (mm) / 1000. Here, below both the
 * pricing engine and the order detail's cost panel, so neither service folder imports the other.
 */
export const orderSquareMeters = (o: { cleanMeter: number; wasteMeter: number; width: number | null }) =>
  ((o.cleanMeter + o.wasteMeter) * (o.width ?? 0)) / 1000

/**
 * The earliest `date` the cost statistics answer: its 12 periods reach back a year, and the plant's
 * day arithmetic (dayNumber) and Postgres dates both hold from here on; no plant ran orders before
 * it. Here, beside the rules, so the screen's date picker stops at it without loading the zod contract.
 */
export const COST_STATISTICS_FIRST_DAY = '1970-01-01'
