import { useLingui } from '@lingui/react/macro'
import type { taskConditions, taskTypes } from '@/contract/maintenance'
import type { Frequency } from '@/contract/maintenance-recurrence'
import type { ActionKind, RuleReason } from '@/contract/maintenance-rules'

type TaskType = (typeof taskTypes)[number]
type TaskCondition = (typeof taskConditions)[number]

/**
 * The maintenance vocabulary in the interface language: states (spec 001 §4), risk levels and
 * their meaning, frequencies, task types and conditions (§9), actions and the rule reasons (§5).
 * One place, so a list, the calendar and the detail never name a thing two ways.
 */
export function useMaintenanceLabels() {
  const { t } = useLingui()
  const states: Record<number, string> = {
    1: t({ message: 'Created', context: 'work-order state' }),
    2: t({ message: 'Done', context: 'work-order state' }),
    3: t`Cancelled`,
    4: t`Outdated`,
    5: t`Postponed`,
  }
  // Spec 001 §9 names three groups (1-2 people's safety, 3-4 machine productivity, 5 machine life);
  // within a group the lower level is the higher risk (the colours: 1-2 red, 3 orange, 4 yellow),
  // so each of 1-5 reads distinct (issue 29).
  const riskMeaning: Record<number, string> = {
    0: t`Unclassified`,
    1: t`People's safety, high`,
    2: t`People's safety, moderate`,
    3: t`Machine productivity, high`,
    4: t`Machine productivity, moderate`,
    5: t`Machine life`,
  }
  const frequencies: Record<Frequency, string> = {
    daily: t`Daily`,
    weekly: t`Weekly`,
    monthly: t`Monthly`,
    yearly: t`Yearly`,
    custom: t`Custom`,
    none: t`One-off`,
  }
  const types: Record<TaskType, string> = {
    adjust: t`Adjust`,
    clean: t({ message: 'Clean', context: 'maintenance task type: to clean' }),
    grease: t`Grease`,
    review: t`Review`,
    substitute: t`Substitute`,
  }
  const conditions: Record<TaskCondition, string> = {
    stopped: t`Machine stopped`,
    running: t`Machine running`,
    locked_out: t`Locked out`,
  }
  const actions: Record<ActionKind | 'job' | 'answer', string> = {
    complete: t`Mark done`,
    postpone: t`Postpone`,
    reschedule: t`Reschedule`,
    reopen: t`Reopen`,
    cancel: t`Cancel work order`,
    job: t`Customer and job`,
    answer: t`Procedure step`,
  }
  /** What a history entry says happened. */
  const happened: Record<ActionKind | 'create' | 'edit' | 'request', string> = {
    complete: t`Completed`,
    postpone: t`Postponed`,
    reschedule: t`Rescheduled`,
    reopen: t`Reopened`,
    cancel: t`Cancelled`,
    create: t`Planned`,
    edit: t`Edited`,
    request: t`Requested from the floor`,
  }
  const reasons: Record<RuleReason, string> = {
    READ_ONLY: t`Your account can read maintenance but not change it.`,
    NO_MAINTENANCE_ROLE: t`Your account has no maintenance role.`,
    NOT_YOUR_WORK_ORDER: t`This work order is assigned to someone else.`,
    NOT_ALLOWED_AT_RISK: t`Your role may not do this at this risk level.`,
    OPERATOR_CANNOT_CANCEL: t`An operator may not cancel work at risk 3, 4 or 5.`,
    SAFETY_CANNOT_BE_CANCELLED: t`Work that affects people's safety (risk 1 or 2) cannot be cancelled.`,
    OPERATOR_CANNOT_POSTPONE_SAFETY: t`An operator may not postpone work that affects people's safety.`,
    SAFETY_POSTPONED_ONCE: t`Safety work may be postponed only once.`,
    SAFETY_POSTPONE_MAX_WEEK: t`Safety work may be postponed by one week at most.`,
    ALREADY_CLOSED: t`This work order is already closed.`,
    NOT_CLOSED: t`Only a closed work order can be reopened.`,
    DURATION_REQUIRED: t`Enter how long the work took.`,
    DATE_IN_PAST: t`A work order cannot be moved to a day before today.`,
    SAME_DATE: t`Choose a different day.`,
    NOT_LATER: t`Postponing needs a later day.`,
    SPAN_TOO_LONG: t`That day is beyond the plant's maximum work-order span.`,
    INVALID_DATE: t`That is not a valid date.`,
  }
  return { states, riskMeaning, frequencies, types, conditions, actions, happened, reasons }
}

export type MaintenanceLabels = ReturnType<typeof useMaintenanceLabels>

/** Risk colours: red for safety, orange/yellow for productivity, blue for machine life, grey unclassified. */
export const riskColour = (risk: number) =>
  (['gray', 'red', 'red', 'orange', 'yellow', 'blue'] as const)[risk] ?? 'gray'

/** State colours shared by lists, calendar and detail. */
export const stateColour = (displayState: number) =>
  (({ 1: 'blue', 2: 'green', 3: 'gray', 4: 'red', 5: 'grape' }) as const)[displayState as 1] ?? 'gray'
