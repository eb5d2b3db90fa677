import { z } from 'zod'
import { languageCodes } from './language-codes'
import { roleNameSchema } from './roles'
import { machineLineNames, maintenanceLanguages, userPreferenceCodes } from './session-values'

/** Interface languages (spec 000 §9); the value lists live in zod-free modules for the first chunks. */
export { languageCodes, machineLineNames, userPreferenceCodes }
export const languageCodeSchema = z.enum(languageCodes)
export type LanguageCode = z.infer<typeof languageCodeSchema>

/** Maintenance language choices are limited (spec 002 §2.5). */
export const maintenanceLanguageSchema = z.enum(maintenanceLanguages)

/** User preference codes (spec 000 §3.1, 002 §3.4). */
export const userPreferenceCodeSchema = z.enum(userPreferenceCodes)
export type UserPreferenceCode = z.infer<typeof userPreferenceCodeSchema>

/**
 * A unit preference: concept UNIT_LENGTH (m | ft), UNIT_SPEED (m/min | ft/min), UNIT_WIDTH (mm | in),
 * UNIT_TEMPERATURE (C | F), SEPARATOR_DECIMAL ('.' | ','), SEPARATOR_MILES (',' | '.').
 * The server derives them from the user's preference codes.
 */
export const preferenceSchema = z.object({ concept: z.string(), unit: z.string() })
export type Preference = z.infer<typeof preferenceSchema>

export const featureFlagsSchema = z.object({
  dark_mode: z.boolean(),
  show_ink_cost: z.boolean(),
  job_costing_tour: z.boolean(),
  edit_job_cost_energy: z.boolean(),
})
export type FeatureFlags = z.infer<typeof featureFlagsSchema>

export const companyServiceSchema = z.object({ name: z.string(), isEnabled: z.boolean() })

export const companySchema = z.object({ id: z.number().int(), name: z.string() })
export type Company = z.infer<typeof companySchema>

/** The session user (spec 000 §3.1, 002 §3.4). */
export const sessionUserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  username: z.string(),
  user: z.string(),
  md5Username: z.string(),
  roles: z.array(z.object({ name: roleNameSchema })),
  hasAcceptedTos: z.boolean(),
  isAcceptTerms: z.boolean(),
  hasDarkMode: z.boolean(),
  companyServices: z.array(companyServiceSchema),
  language: languageCodeSchema,
  preferences: z.array(preferenceSchema),
  userPreferences: z.array(userPreferenceCodeSchema),
  featureFlags: featureFlagsSchema,
  termsUrl: z.string().nullable(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export const machineLineNameSchema = z.enum(machineLineNames)
export type MachineLineName = z.infer<typeof machineLineNameSchema>

export const consumableTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  isEnabled: z.boolean(),
})
export type ConsumableType = z.infer<typeof consumableTypeSchema>

/** A machine as the user configuration lists it (spec 000 §3.1). */
export const configMachineSchema = z.object({
  id: z.number().int(),
  hashCode: z.string(),
  name: z.string(),
  serialNumber: z.string(),
  machineLineName: machineLineNameSchema,
  consumableTypes: z.array(consumableTypeSchema),
  services: z.object({ hasJobCosting: z.boolean(), hasOperationAnalytics: z.boolean() }),
  plant: z.object({
    id: z.number().int(),
    idOnGrafana: z.string().nullable(),
    currency: z.string(),
    /** The plant's IANA time zone, for its "today" (optional: sessions kept from before it). */
    timeZone: z.string().optional(),
  }),
})
export type ConfigMachine = z.infer<typeof configMachineSchema>

export const userConfigSchema = z.object({
  currency: z.object({ code: z.string(), symbol: z.string() }),
  language: languageCodeSchema,
  maintenance_language: maintenanceLanguageSchema,
  technical_language: languageCodeSchema,
  machines: z.array(configMachineSchema),
  preferences: z.array(preferenceSchema),
  userPreferences: z.array(userPreferenceCodeSchema),
  notificationEmail: z.boolean(),
  /** Where notices and report mails go; null: the account's e-mail. Absent in sessions kept from before. */
  notificationAddress: z.string().nullable().optional(),
})
export type UserConfig = z.infer<typeof userConfigSchema>

/** POST /api/login: user and password base64-encoded, an empty token and a redirect flag (spec 002 §7.4). */
export const loginRequestSchema = z.object({
  user: z.string().min(1),
  password: z.string().min(1),
  token: z.string().optional(),
  redirect: z.boolean().optional(),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const sessionSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  userConfig: userConfigSchema,
  company: companySchema,
})
export type Session = z.infer<typeof sessionSchema>

/** Passwords: at least 8 characters (spec 002 §5). */
export const passwordSchema = z.string().min(8).max(200)
