/**
 * The maintenance audit report (spec 001 §7: GET /maintenance/report/audit): the list's filters
 * (comma-joined ids, yyyy-MM-dd days, state codes 1-4, frequencies, risk levels) without paging,
 * plus the task types, and
 * the limit on how many work orders one report may hold. Shared by the server (validation) and
 * the export button (the same names, so the report prints what the screen filters).
 */
import { z } from 'zod'
import {
  commaIdsSchema,
  isoDaySchema,
  maintenanceEventQuerySchema,
  stateCodesSchema,
  taskTypes,
} from './maintenance'
import { dayNumber } from './maintenance-rules'

/** More work orders than this is a 400 naming initialDate: the reader narrows the dates. */
export const AUDIT_MAX_EVENTS = 5000

/** Task types, comma-joined: `clean,grease`. */
export const taskTypesListSchema = z
  .string()
  .max(100)
  .regex(
    new RegExp(`^(${taskTypes.join('|')})(,(${taskTypes.join('|')}))*$`),
    'expected task types, comma-joined',
  )
  .transform((v) => [...new Set(v.split(','))] as Array<(typeof taskTypes)[number]>)

export const maintenanceAuditQuerySchema = z
  .object({
    machines: commaIdsSchema.optional(),
    assets: commaIdsSchema.optional(),
    operators: commaIdsSchema.optional(),
    /** First planned day, yyyy-MM-dd (inclusive). */
    initialDate: isoDaySchema.optional(),
    /** Last planned day, yyyy-MM-dd (inclusive), not before initialDate. */
    finalDate: isoDaySchema.optional(),
    /** 1 open, 2 done, 3 cancelled, 4 outdated, comma-joined; absent: every state. */
    maintenanceStates: stateCodesSchema.optional(),
    eventTypes: taskTypesListSchema.optional(),
    maintenanceFrequencies: maintenanceEventQuerySchema.shape.maintenanceFrequencies,
    /** Risk levels 0-5, comma-joined (a list reached from the dashboard's risk figures). */
    risks: maintenanceEventQuerySchema.shape.risks,
  })
  .superRefine((q, ctx) => {
    const from = q.initialDate ? dayNumber(q.initialDate) : null
    const to = q.finalDate ? dayNumber(q.finalDate) : null
    if (from !== null && to !== null && to < from) {
      ctx.addIssue({ code: 'custom', path: ['finalDate'], message: 'must not be before initialDate' })
    }
  })
export type MaintenanceAuditQuery = z.output<typeof maintenanceAuditQuerySchema>
/** What a client puts in the query string (comma-joined texts). */
export type MaintenanceAuditRequest = z.input<typeof maintenanceAuditQuerySchema>

/** The report's file name for a plant day: maintenance-audit-2026-11-24.pdf. */
export const auditFileName = (day: string) => `maintenance-audit-${day}.pdf`
