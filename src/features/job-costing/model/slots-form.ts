/**
 * The period form of the energy and other consumable tabs (spec 002 §4 "Energy period editing", §5
 * "Energy and consumable period creation"). The slot rules are the shared ones of
 * src/contract/job-costing-rules.ts (the server runs them too); this module keeps the typed price
 * texts beside the slots and says what the form shows as errors.
 *
 * Creating: a time-sliced type (energy) starts with one slot 00:00-00:00 that the user shortens to
 * add the next one; a type that is not time-sliced has exactly one slot 00:00-00:00 (§3.2).
 * Editing: the slots of the period keep their times and price ids (PUT sends the price ids), so
 * only the prices change; the dates stay as they are.
 */
import type { ConsumablePeriod } from '@/contract/job-costing'
import {
  addSlot,
  canAddSlot,
  coversDay,
  DAY_END_HOUR,
  type ExistingPeriod,
  endChoices,
  hourOfTime,
  type PeriodConflictCode,
  parsePriceText,
  periodConflicts,
  removeSlot,
  type SlotError,
  setLastEnd,
  slotErrors,
  type TimeSlot,
} from '@/contract/job-costing-rules'
import { dayNumber, dayOfNumber } from '@/contract/maintenance-rules'
import { priceInputText } from './price-text'

export interface SlotDraft {
  start: number
  end: number
  /** What the user typed. */
  priceText: string
  /** The price row being edited (edit mode only). */
  priceId?: number
}

export interface PeriodDraft {
  mode: 'create' | 'edit'
  typeId: number
  timeSliced: boolean
  /** The period being edited. */
  periodId?: number
  startDate: string | null
  finishDate: string | null
  slots: SlotDraft[]
}

const withTexts = (slots: TimeSlot[], previous: readonly SlotDraft[]): SlotDraft[] =>
  slots.map((s, i) => ({
    ...previous[i],
    start: s.start,
    end: s.end,
    priceText: previous[i]?.priceText ?? '',
  }))

/** The slots as the shared rules see them: a text that is not a price is no price. */
export function toTimeSlots(slots: readonly SlotDraft[]): TimeSlot[] {
  return slots.map((s) => ({ start: s.start, end: s.end, price: parsePriceText(s.priceText) }))
}

export function newPeriodDraft(type: { id: number; timeSliced: boolean }): PeriodDraft {
  const slots = type.timeSliced ? addSlot([]) : [{ start: 0, end: DAY_END_HOUR, price: null }]
  return {
    mode: 'create',
    typeId: type.id,
    timeSliced: type.timeSliced,
    startDate: null,
    finishDate: null,
    slots: withTexts(slots, []),
  }
}

export function editPeriodDraft(
  period: ConsumablePeriod,
  timeSliced: boolean,
  decimalSeparator: '.' | ',',
): PeriodDraft {
  const slots = [...period.periodTimes]
    .sort((a, b) => (hourOfTime(a.startTime, false) ?? 0) - (hourOfTime(b.startTime, false) ?? 0))
    .map((t) => ({
      start: hourOfTime(t.startTime, false) ?? 0,
      end: hourOfTime(t.finishTime, true) ?? DAY_END_HOUR,
      priceText: priceInputText(t.price.value, decimalSeparator),
      priceId: t.price.id,
    }))
  return {
    mode: 'edit',
    typeId: period.consumableTypeId,
    timeSliced,
    periodId: period.id,
    startDate: period.startDate,
    finishDate: period.finishDate,
    slots,
  }
}

/** Slots can be added, removed and re-timed only while creating a time-sliced period. */
export const slotsEditable = (draft: PeriodDraft) => draft.mode === 'create' && draft.timeSliced

/** The add button shows only while the last end is not 00:00 (§5). */
export function draftCanAddSlot(draft: PeriodDraft): boolean {
  return slotsEditable(draft) && canAddSlot(toTimeSlots(draft.slots))
}

export function draftAddSlot(draft: PeriodDraft): PeriodDraft {
  if (!draftCanAddSlot(draft)) return draft
  return { ...draft, slots: withTexts(addSlot(toTimeSlots(draft.slots)), draft.slots) }
}

/** The end hours the last slot may take (§5, §9: after its start, up to 00:00 = 24). */
export function draftEndChoices(draft: PeriodDraft): number[] {
  return slotsEditable(draft) ? endChoices(toTimeSlots(draft.slots)) : []
}

/** Only the last slot's end is editable (§5). */
export function draftSetLastEnd(draft: PeriodDraft, hour: number): PeriodDraft {
  if (!slotsEditable(draft)) return draft
  return { ...draft, slots: withTexts(setLastEnd(toTimeSlots(draft.slots), hour), draft.slots) }
}

/** Removing a slot removes it and the following ones (§5). */
export function draftRemoveSlot(draft: PeriodDraft, index: number): PeriodDraft {
  if (!slotsEditable(draft)) return draft
  return { ...draft, slots: withTexts(removeSlot(toTimeSlots(draft.slots), index), draft.slots) }
}

export function draftSetPriceText(draft: PeriodDraft, index: number, priceText: string): PeriodDraft {
  return { ...draft, slots: draft.slots.map((s, i) => (i === index ? { ...s, priceText } : s)) }
}

export function draftSetStartDate(draft: PeriodDraft, startDate: string | null): PeriodDraft {
  return draft.mode === 'create' ? { ...draft, startDate } : draft
}

/** The day after `day` (yyyy-MM-dd), or null for an invalid day. */
export function dayAfter(day: string): string | null {
  const n = dayNumber(day)
  return n === null ? null : dayOfNumber(n + 1)
}

/**
 * The earliest start a new period of a type may take (§5: "the previous period's start"): the day
 * after the latest start of its periods, since two periods of a type starting on the same day
 * overlap. Null (no minimum) for a type without periods.
 */
export function newPeriodMin(periods: readonly Pick<ConsumablePeriod, 'startDate'>[]): string | null {
  const latest = periods.reduce<string | null>(
    (m, p) => (m === null || p.startDate > m ? p.startDate : m),
    null,
  )
  return latest === null ? null : dayAfter(latest)
}

export type StartDateError = 'REQUIRED' | PeriodConflictCode

export type SlotFieldError =
  | { code: 'NOT_A_PRICE' }
  | { code: SlotError['code']; params?: SlotError['params'] }

export interface PeriodDraftErrors {
  startDate: StartDateError | null
  /** By slot index, then field. */
  slots: Record<number, Partial<Record<SlotError['field'], SlotFieldError>>>
  /** A time-sliced period's slots do not reach 00:00 (they must cover the day). */
  notCovering: boolean
}

/**
 * What keeps the form from being sent: a missing start, a start the type's periods refuse
 * (periodConflicts: before the previous start, overlapping), the slot messages of §5 and a text
 * that is not a price, and slots that do not cover the day (the server refuses it too).
 */
export function periodDraftErrors(
  draft: PeriodDraft,
  existing: readonly ExistingPeriod[],
): PeriodDraftErrors {
  let startDate: StartDateError | null = null
  if (!draft.startDate) startDate = 'REQUIRED'
  else if (draft.mode === 'create') {
    startDate = periodConflicts(existing, { startDate: draft.startDate })?.code ?? null
  }
  const slots: PeriodDraftErrors['slots'] = {}
  for (const e of slotErrors(toTimeSlots(draft.slots))) {
    const text = draft.slots[e.index]?.priceText.trim() ?? ''
    const error: SlotFieldError =
      e.field === 'price' && text !== '' && parsePriceText(text) === null
        ? { code: 'NOT_A_PRICE' }
        : { code: e.code, params: e.params }
    slots[e.index] = { ...slots[e.index], [e.field]: error }
  }
  return { startDate, slots, notCovering: !coversDay(draft.slots) }
}

export function draftIsValid(errors: PeriodDraftErrors): boolean {
  return errors.startDate === null && Object.keys(errors.slots).length === 0 && !errors.notCovering
}

/**
 * A type that is not time-sliced keeps its Add button disabled until a date and a price above zero
 * are typed (§5); that is exactly "the form is valid" for its single slot.
 */
export const canSubmitDraft = (draft: PeriodDraft, existing: readonly ExistingPeriod[]) =>
  draftIsValid(periodDraftErrors(draft, existing))
