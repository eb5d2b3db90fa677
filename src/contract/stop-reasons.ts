/**
 * The fixed catalogue of stop (inactivity) reasons (issue 29 item 3, ADR 034): the common stops of
 * printing and converting lines, each with a code a gateway may send with `inactivity_start`
 * (`reasonCode`) and a category. A screen, PDF, export or mail names a coded stop in the reader's
 * language by its code; the gateway's own text is shown only when no code came. Codes are never
 * renamed or reused (stored with the inactivity); new ones are added at the end of their group.
 *
 * Categories: `changeover` a planned change between jobs (plates, sleeves, make-ready, ...),
 * `planned` other planned time (cleaning, breaks, planned maintenance, checks), `waiting` the line
 * is fit to run but lacks something (material, operator, orders, approval), `unplanned` a fault.
 * Zod-free, so screens can name stops without loading zod (the ingest schema builds its enum here).
 */
export const stopCategories = ['changeover', 'planned', 'waiting', 'unplanned'] as const
export type StopCategory = (typeof stopCategories)[number]

export const stopReasonCategories = {
  // Planned changeovers.
  mechanical_change: 'changeover',
  make_ready: 'changeover',
  plate_change: 'changeover',
  sleeve_change: 'changeover',
  reel_change: 'changeover',
  ink_change: 'changeover',
  knife_change: 'changeover',
  // Other planned time.
  cleaning: 'planned',
  planned_maintenance: 'planned',
  quality_check: 'planned',
  colour_approval: 'planned',
  shift_handover: 'planned',
  break: 'planned',
  // Waiting.
  waiting_material: 'waiting',
  waiting_operator: 'waiting',
  waiting_approval: 'waiting',
  no_orders: 'waiting',
  // Unplanned.
  web_break: 'unplanned',
  registration: 'unplanned',
  tension_alarm: 'unplanned',
  doctor_blade_wear: 'unplanned',
  drying_fault: 'unplanned',
  printhead_purge: 'unplanned',
  breakdown_mechanical: 'unplanned',
  breakdown_electrical: 'unplanned',
} as const satisfies Record<string, StopCategory>

export type StopReasonCode = keyof typeof stopReasonCategories
export const stopReasonCodes = Object.keys(stopReasonCategories) as StopReasonCode[]

export function isStopReasonCode(value: unknown): value is StopReasonCode {
  return typeof value === 'string' && Object.hasOwn(stopReasonCategories, value)
}

/** A stop's category from its code; null without a (known) code. */
export function stopCategoryOf(code: string | null | undefined): StopCategory | null {
  return isStopReasonCode(code) ? stopReasonCategories[code] : null
}

/**
 * Whether the plant-control card offers "Request maintenance" on a stop: not on planned time
 * (changeovers, cleaning, breaks) nor waiting, only on a fault; a stop without a code could be
 * anything, so it keeps the action. The machine's menu offers it always.
 */
export function offersMaintenanceOnStop(category: StopCategory | null | undefined): boolean {
  return category == null || category === 'unplanned'
}
