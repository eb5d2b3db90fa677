/**
 * Work requests (issue 31, beyond the spec): anyone on the floor who may use maintenance or see
 * plant control, except the read-only commercial role, reports a problem on a machine; a
 * maintenance manager turns it into a corrective work order or declines it with a reason.
 *
 * POST /api/maintenance/requests is multipart (the form's fields and up to 5 photos under
 * `images`), so one outbox command carries the request and its photos and arrives exactly once.
 */
import { z } from 'zod'
import { maintenanceImageSchema } from './maintenance'
import { stopReasonCodes } from './stop-reasons'
import { dbIdParamSchema } from './wire'

/** How urgent the requester says it is: it can wait, soon, or the machine cannot run. */
export const workRequestUrgencies = ['low', 'high', 'stopped'] as const
export type WorkRequestUrgency = (typeof workRequestUrgencies)[number]

export const workRequestStates = ['new', 'accepted', 'declined'] as const
export type WorkRequestState = (typeof workRequestStates)[number]

export const WORK_REQUEST_DESCRIPTION_MAX = 1000
export const WORK_REQUEST_REASON_MAX = 500
export const WORK_REQUEST_PHOTOS_MAX = 5

/** The form fields of POST /maintenance/requests (text on the wire: it is multipart). */
export const fileWorkRequestSchema = z.object({
  machineId: dbIdParamSchema,
  assetId: dbIdParamSchema.optional(),
  description: z.string().trim().min(1).max(WORK_REQUEST_DESCRIPTION_MAX),
  urgency: z.enum(workRequestUrgencies),
  /** The machine's stop when the request was made (plant control pre-fills it). */
  stopReasonCode: z.enum(stopReasonCodes as [string, ...string[]]).optional(),
})
export type FileWorkRequest = z.input<typeof fileWorkRequestSchema>

/** POST /maintenance/requests/{id}/decline */
export const declineWorkRequestSchema = z.object({
  reason: z.string().trim().min(1).max(WORK_REQUEST_REASON_MAX),
})

/** GET /maintenance/requests: `state` narrows the list; a manager reads the plant's, others their own. */
export const workRequestQuerySchema = z.object({
  state: z.enum(workRequestStates).optional(),
})

export const workRequestSchema = z.object({
  id: z.number().int(),
  machineId: z.number().int(),
  machineName: z.string(),
  assetId: z.number().int().nullable(),
  assetName: z.string().nullable(),
  description: z.string(),
  urgency: z.enum(workRequestUrgencies),
  stopReasonCode: z.string().nullable(),
  state: z.enum(workRequestStates),
  requestedBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  decidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The work order it became (accepted). */
  workOrderId: z.number().int().nullable(),
  photos: z.array(maintenanceImageSchema),
})
export type WorkRequest = z.infer<typeof workRequestSchema>
export const workRequestListSchema = z.object({
  requests: z.array(workRequestSchema),
  /** New requests the caller may triage (0 for who cannot): the maintenance menu's count. */
  newToTriage: z.number().int(),
})
export type WorkRequestList = z.infer<typeof workRequestListSchema>

/**
 * GET /maintenance/requests/machines: the caller's machines as the request form shows them, with
 * what the floor sees (state, and an open stop's reason and start) and nothing of production: a
 * technician has no plant control (spec roles) but should see what is down.
 */
export const requestMachineSchema = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  machineLineName: z.string(),
  /** Machine state code (spec 000 §4.1) as last reported. */
  state: z.number().int().min(1).max(5),
  stopSince: z.string().nullable(),
  stopReasonCode: z.string().nullable(),
  stopDescription: z.string().nullable(),
})
export type RequestMachine = z.infer<typeof requestMachineSchema>
export const requestMachineListSchema = z.array(requestMachineSchema)
