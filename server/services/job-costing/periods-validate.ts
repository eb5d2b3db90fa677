/**
 * The server's side of the period form rules (src/contract/job-costing-rules.ts), as 400s whose
 * errors[0].field names the field as the body spells it: the slots (slotErrors with the spec's two
 * messages; a time-sliced type covers the day exactly once, any other type has the one slot
 * 00:00-00:00) and the dates among the type's other periods (periodConflicts).
 */
import {
  coversDay,
  DAY_END_HOUR,
  type ExistingPeriod,
  hourOfTime,
  type PeriodCandidate,
  periodConflicts,
  slotErrors,
  slotMessages,
  type TimeSlot,
} from '../../../src/contract/job-costing-rules'
import { badRequest } from '../../http/errors'

export interface SlotInput {
  startTime: string
  finishTime: string
  price: number
}

/** Names of a slot's fields in the request body (create and update bodies differ for the price). */
export type SlotField = (index: number, field: 'start' | 'end' | 'price') => string

/** Wire slots as rule slots: hours 0..24 ('00:00' as an end is 24); an unreadable time is -1. */
export function toTimeSlots(slots: readonly SlotInput[]): TimeSlot[] {
  return slots.map((s) => ({
    start: hourOfTime(s.startTime, false) ?? -1,
    end: hourOfTime(s.finishTime, true) ?? -1,
    price: s.price,
  }))
}

/** Refuses slots that break the form rules of the type (400 naming the slot's field). */
export function assertSlots(slots: readonly SlotInput[], timeSliced: boolean, fieldOf: SlotField): void {
  const timeSlots = toTimeSlots(slots)
  if (!timeSliced) {
    const only = timeSlots[0]
    if (timeSlots.length !== 1 || only.start !== 0 || only.end !== DAY_END_HOUR) {
      throw badRequest(
        'periodTimes',
        'A consumable type that is not time-sliced has one slot, 00:00-00:00',
        'ONE_SLOT_ALL_DAY',
      )
    }
  }
  const [first] = slotErrors(timeSlots)
  if (first) {
    const message = slotMessages[first.code].replace('{time}', first.params?.time ?? '')
    throw badRequest(fieldOf(first.index, first.field), message, first.code)
  }
  if (!coversDay(timeSlots)) {
    throw badRequest(
      'periodTimes',
      'The slots must cover the day exactly once, from 00:00 to 00:00',
      'DAY_NOT_COVERED',
    )
  }
}

const conflictMessages = {
  INVALID_DATE: 'Not a valid day',
  FINISH_BEFORE_START: 'The finish date is before the start date',
  BEFORE_PREVIOUS_START: "The start date is before the previous period's start",
  OVERLAP: 'The period overlaps another period of this consumable type',
} as const

/** Refuses dates that collide with the type's other periods (400 naming startDate or finishDate). */
export function assertNoConflict(existing: readonly ExistingPeriod[], candidate: PeriodCandidate): void {
  const conflict = periodConflicts(existing, candidate)
  if (conflict) throw badRequest(conflict.field, conflictMessages[conflict.code], conflict.code)
}
