/**
 * Request and response shapes of the account area (spec 002 §7.4-7.6, 001 §7 "Home and promotions"):
 * session, terms, password recovery, own settings, notifications, support, campaigns, API keys and
 * the ordering handoff. Shared by the PWA's forms and the server's validation.
 */
import { z } from 'zod'
import {
  languageCodeSchema,
  maintenanceLanguageSchema,
  passwordSchema,
  sessionUserSchema,
  userConfigSchema,
  userPreferenceCodeSchema,
} from './session'
import { dbCountSchema, dbIdSchema } from './wire'

const isoDateTime = z.string().describe('ISO 8601 date-time')

export const okSchema = z.object({ ok: z.literal(true) })

/** What own-settings writes answer: the refreshed user and configuration the client stores. */
export const accountStateSchema = z.object({ user: sessionUserSchema, userConfig: userConfigSchema })
export type AccountState = z.infer<typeof accountStateSchema>

// --- session and terms -----------------------------------------------------------------------

export const verifyTokenRequestSchema = z.object({ token: z.string().optional() })

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
})
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

/** Tokens and passwords of the /welcome calls travel base64-encoded (spec 002 §7.4). */
export const base64Schema = z
  .string()
  .min(1)
  .max(1000)
  .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'Must be base64-encoded')

export const welcomeTokenRequestSchema = z.object({ token: base64Schema })
export const checkTokenResponseSchema = z.object({ hasAcceptedTos: z.boolean(), email: z.string() })
export const welcomeChangePasswordRequestSchema = z.object({ token: base64Schema, password: base64Schema })
export const recoverAccountRequestSchema = z.object({ username: z.string().trim().min(1).max(200) })

export const termsAcceptedSchema = z.object({ hasAcceptedTos: z.literal(true) })

// --- own settings ----------------------------------------------------------------------------

export const languageSchema = z.object({ code: languageCodeSchema, name: z.string() })
export type Language = z.infer<typeof languageSchema>

export const darkModeRequestSchema = z.object({ hasDarkMode: z.boolean() })

export const updateLanguageRequestSchema = z.object({
  language: languageCodeSchema,
  maintenance_language: maintenanceLanguageSchema,
  technical_language: languageCodeSchema,
})
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>

export const modifyPreferencesRequestSchema = z.object({
  preferences: z.array(userPreferenceCodeSchema).min(1).max(20),
})

/**
 * The one rule for a preference-code set (client form and server): exactly one unit system, one
 * coherent separator pair (thousands comma + decimal dot, or thousands dot + decimal comma), and
 * at most one choice per yes/no pair. Returns the problem, or null when the set is coherent.
 */
export function preferenceCodesProblem(codes: readonly string[]): string | null {
  const has = (c: string) => codes.includes(c)
  const unitSystems = ['USER_GLOBALUNITSYSTEM_INTERNATIONAL', 'USER_GLOBALUNITSYSTEM_IMPERIAL'].filter(has)
  if (unitSystems.length !== 1) return 'Choose exactly one unit system'
  const commaDot = has('SEPARATOR_MILES_COMMA') && has('SEPARATOR_DECIMAL_DOT')
  const dotComma = has('SEPARATOR_MILES_DOT') && has('SEPARATOR_DECIMAL_COMMA')
  const separators = [
    'SEPARATOR_MILES_COMMA',
    'SEPARATOR_DECIMAL_DOT',
    'SEPARATOR_MILES_DOT',
    'SEPARATOR_DECIMAL_COMMA',
  ]
  const separatorCount = separators.filter(has).length
  if (!((commaDot || dotComma) && separatorCount === 2)) {
    return 'Choose one separator pair: thousands comma with decimal dot, or thousands dot with decimal comma'
  }
  for (const prefix of ['USER_SENDPDFWHENFINISHORDER', 'USER_SENDPDFMAINTENANCE']) {
    if (has(`${prefix}_YES`) && has(`${prefix}_NO`)) return `${prefix} cannot be both YES and NO`
  }
  return null
}

/** The e-mail format the account forms check (spec 002 §5). */
export const ACCOUNT_EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * POST /update_notification_configuration: whether notices and report mails go by e-mail, and where
 * (spec 002 §7.5 "Body: email"; ADR 022). `address` null or absent: the account's e-mail.
 */
export const notificationConfigRequestSchema = z.object({
  email: z.boolean(),
  address: z.string().trim().max(254).regex(ACCOUNT_EMAIL_FORMAT, 'an e-mail address').nullish(),
})
export const notificationConfigResponseSchema = z.object({
  email: z.boolean(),
  address: z.string().nullable(),
})
export const darkModeResponseSchema = z.object({ hasDarkMode: z.boolean() })

// --- notifications ---------------------------------------------------------------------------

export const notificationsRequestSchema = z.object({
  filters: z
    .object({
      limit: z.number().int().min(1).max(100).optional(),
      offset: dbCountSchema.optional(),
    })
    .optional(),
})

export const notificationSchema = z.object({
  id: z.number().int(),
  /** A message key the client translates with params. */
  message: z.string(),
  params: z.record(z.string(), z.unknown()).nullable(),
  href: z.string().nullable(),
  dateTime: isoDateTime,
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  numNewNotification: z.number().int(),
})

// --- support (SAT) ---------------------------------------------------------------------------

export const SUPPORT_MAX_FILES = 5
export const SUPPORT_MAX_FILE_BYTES = 10 * 1024 * 1024
export const supportImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

export const supportMessageRequestSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(10_000),
  machineId: dbIdSchema.optional(),
})
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>

export const supportAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
})

export const supportMessageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  machineId: z.number().int().nullable(),
  createdAt: isoDateTime,
  attachments: z.array(supportAttachmentSchema),
})
export type SupportMessage = z.infer<typeof supportMessageSchema>

// --- promotions ------------------------------------------------------------------------------

export const retargetingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  isVisible: z.boolean(),
  isReminderEnabled: z.boolean(),
  /** null until the user answers. */
  isInterested: z.boolean().nullable(),
  videoUrl: z.string().nullable(),
})
export type Retargeting = z.infer<typeof retargetingSchema>

export const updateRetargetingRequestSchema = z.object({
  isInterested: z.boolean(),
  isReminderEnabled: z.boolean(),
})

export const recordedSchema = z.object({ recorded: z.literal(true) })
export const logCustomRequestSchema = z.object({ referer: z.string().max(2000) })

// --- API keys --------------------------------------------------------------------------------

export const MAX_API_KEYS_PER_COMPANY = 5
export const apiKeyScopes = ['read', 'ingest'] as const
export const apiKeyScopeSchema = z.enum(apiKeyScopes)

export const apiKeyAliasSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'Only letters, digits, spaces, - and _')

export const apiKeySchema = z.object({
  clientId: z.string(),
  alias: z.string(),
  createdAt: isoDateTime,
  /** E-mail of the creator, null if that account is gone. */
  createdBy: z.string().nullable(),
  lastUsedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
  scopes: z.array(apiKeyScopeSchema),
})
export type ApiKey = z.infer<typeof apiKeySchema>

export const createApiKeyRequestSchema = z.object({
  alias: apiKeyAliasSchema,
  expiresInDays: z.number().int().min(1).max(730).default(365),
  scopes: z.array(apiKeyScopeSchema).min(1).max(2).default(['read']),
})

/** The credentials file POST /api-keys answers (the secret is shown once; only its hash is kept). */
export const apiKeyCredentialsSchema = z.object({
  clientId: z.string(),
  secret: z.string(),
  alias: z.string(),
  expiresAt: isoDateTime,
  scopes: z.array(apiKeyScopeSchema),
  /** How to authenticate with it. */
  authorization: z.string(),
})

export const updateApiKeyRequestSchema = z.object({ alias: apiKeyAliasSchema })
export const apiKeyParamsSchema = z.object({ clientId: z.string().min(1).max(100) })

// --- ordering handoff ------------------------------------------------------------------------

export const handoffResponseSchema = z.object({ url: z.string(), expiresAt: isoDateTime })
export const redeemHandoffRequestSchema = z.object({ token: z.string().min(1).max(200) })
export const redeemHandoffResponseSchema = z.object({
  email: z.string(),
  name: z.string(),
  company: z.string(),
})
