import { z } from 'zod'
import { languageCodes } from './language-codes'
import { plantControlMachineSchema } from './plant'
import { dbIdSchema } from './wire'

/**
 * Line-side displays (beyond the spec; DESIGN.md "Who may call what": display tokens are ROLE_ADMIN,
 * a display reads with its token). A manager creates a display link for the plant or for one
 * machine line; the token is shown once (as a URL and a QR code) and stored hashed. The screen
 * sends it as `Authorization: Display <token>` and may read its plant's (or line's) status only.
 */

export const DISPLAY_LABEL_MAX = 80
/** base32 (RFC 4648 alphabet, no padding): 26 characters carry 130 random bits. */
export const DISPLAY_TOKEN_RE = /^[A-Z2-7]{26}$/
/** The screen reads its token from the URL fragment (never sent to a server, never in a log). */
export const DISPLAY_PATH = '/display'

/** POST /api/displays */
export const createDisplaySchema = z.object({
  label: z.string().trim().min(1).max(DISPLAY_LABEL_MAX),
  /** One machine line of the plant, or null for the whole plant. */
  machineLineId: dbIdSchema.nullable(),
  /** The screen's interface language; absent: the creator's own (a display has no user of its own). */
  language: z.enum(languageCodes).optional(),
})
export type CreateDisplay = z.input<typeof createDisplaySchema>

export const displaySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  machineLineId: z.number().int().nullable(),
  machineLineName: z.string().nullable(),
  language: z.enum(languageCodes),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  /** The last time the screen read its status (updated at most once a minute). */
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type Display = z.infer<typeof displaySchema>
export const displayListSchema = z.array(displaySchema)

/** The answer to a create: the display and its token, which is never shown again. */
export const createdDisplaySchema = displaySchema.extend({ token: z.string() })
export type CreatedDisplay = z.infer<typeof createdDisplaySchema>

/** GET /api/display/status (Authorization: Display <token>) */
export const displayStatusSchema = z.object({
  label: z.string(),
  plantName: z.string(),
  machineLineName: z.string().nullable(),
  /** The plant's IANA time zone: the screen's clock and times read in it (optional: answers kept from before). */
  timeZone: z.string().optional(),
  /** The language its link was made with: the screen reads in it (optional: answers kept from before). */
  language: z.enum(languageCodes).optional(),
  /** The server's clock, so the screen measures staleness against it, not its own. */
  serverTime: z.string(),
  machines: z.array(plantControlMachineSchema),
})
export type DisplayStatus = z.infer<typeof displayStatusSchema>

/** Error codes a display reads (401): the screen turns into a notice, it does not retry blindly. */
export const DISPLAY_ERRORS = { revoked: 'DISPLAY_REVOKED', invalid: 'DISPLAY_TOKEN_INVALID' } as const
