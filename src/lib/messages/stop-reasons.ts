import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isStopReasonCode, type StopCategory, type StopReasonCode } from '@/contract/stop-reasons'

/**
 * The names of the stop-reason catalogue (src/contract/stop-reasons.ts, ADR 034) in the interface
 * language. A stop is named by its code; one that came without a (known) code keeps the gateway's
 * own text, as typed. The server's documents have the same names in server/documents/stop-reason-texts.ts.
 */
const stopReasonLabels: Record<StopReasonCode, MessageDescriptor> = {
  mechanical_change: msg`Mechanical change`,
  make_ready: msg`Make-ready`,
  plate_change: msg`Plate change`,
  sleeve_change: msg`Sleeve change`,
  reel_change: msg`Reel change`,
  ink_change: msg`Ink change`,
  knife_change: msg`Knife change`,
  cleaning: msg`Cleaning`,
  planned_maintenance: msg`Planned maintenance`,
  quality_check: msg`Quality check`,
  colour_approval: msg`Colour approval`,
  shift_handover: msg`Shift handover`,
  break: msg`Break`,
  waiting_material: msg`Waiting for material`,
  waiting_operator: msg`Waiting for operator`,
  waiting_approval: msg`Waiting for customer approval`,
  no_orders: msg`No orders`,
  web_break: msg`Web break`,
  registration: msg`Register error`,
  tension_alarm: msg`Tension alarm`,
  doctor_blade_wear: msg`Doctor blade wear`,
  drying_fault: msg`Drying unit fault`,
  printhead_purge: msg`Printhead purge`,
  breakdown_mechanical: msg`Mechanical breakdown`,
  breakdown_electrical: msg`Electrical breakdown`,
}

const stopCategoryLabels: Record<StopCategory, MessageDescriptor> = {
  changeover: msg`Planned changeover`,
  planned: msg`Planned stop`,
  waiting: msg`Waiting`,
  unplanned: msg`Unplanned stop`,
}

/** A stop's name: its code's name in the interface language, else the gateway's text. */
export function stopReasonName(i18n: I18n, code: string | null | undefined, description: string): string {
  return isStopReasonCode(code) ? i18n._(stopReasonLabels[code]) : description
}

export function stopCategoryName(i18n: I18n, category: StopCategory): string {
  return i18n._(stopCategoryLabels[category])
}

/** The records with their `description` named for the reader (charts, tables, Pareto merge by it). */
export function withStopNames<T extends { description: string; reasonCode?: string | null }>(
  i18n: I18n,
  records: readonly T[],
): T[] {
  return records.map((r) => ({ ...r, description: stopReasonName(i18n, r.reasonCode, r.description) }))
}
