import { languageCodes } from '@/contract/language-codes'
import { roleNames } from '@/contract/role-names'
import type { Session } from '@/contract/session'
import { machineLineNames, maintenanceLanguages, userPreferenceCodes } from '@/contract/session-values'
import { type CheckFor, shapeGuard } from '@/lib/api/answer-shape'

const language = { oneOf: languageCodes } as const
const preferences = { list: { fields: { concept: 'string', unit: 'string' } } } as const
const userPreferences = { list: { oneOf: userPreferenceCodes } } as const

const user = {
  fields: {
    userId: 'integer',
    email: 'string',
    username: 'string',
    user: 'string',
    md5Username: 'string',
    roles: { list: { fields: { name: { oneOf: roleNames } } } },
    hasAcceptedTos: 'boolean',
    isAcceptTerms: 'boolean',
    hasDarkMode: 'boolean',
    companyServices: { list: { fields: { name: 'string', isEnabled: 'boolean' } } },
    language,
    preferences,
    userPreferences,
    featureFlags: {
      fields: {
        dark_mode: 'boolean',
        show_ink_cost: 'boolean',
        job_costing_tour: 'boolean',
        edit_job_cost_energy: 'boolean',
      },
    },
    termsUrl: { nullable: 'string' },
  },
} as const satisfies CheckFor<Session['user']>

const machine = {
  fields: {
    id: 'integer',
    hashCode: 'string',
    name: 'string',
    serialNumber: 'string',
    machineLineName: { oneOf: machineLineNames },
    consumableTypes: {
      list: {
        fields: { id: 'integer', name: 'string', category: 'string', unit: 'string', isEnabled: 'boolean' },
      },
    },
    services: { fields: { hasJobCosting: 'boolean', hasOperationAnalytics: 'boolean' } },
    plant: {
      fields: {
        id: 'integer',
        idOnGrafana: { nullable: 'string' },
        currency: 'string',
        timeZone: { optional: 'string' },
      },
    },
  },
} as const satisfies CheckFor<Session['userConfig']['machines'][number]>

/**
 * Whether a verify-token answer is a session the app can run on: sessionSchema described without
 * zod, since it runs on every signed-in start (lib/api/guards.ts says why, lib/api/answer-shape.ts
 * how the two are kept equal). An answer it refuses keeps the stored session.
 */
export const isSessionAnswer = shapeGuard<Session>({
  fields: {
    token: 'string',
    user,
    userConfig: {
      fields: {
        currency: { fields: { code: 'string', symbol: 'string' } },
        language,
        maintenance_language: { oneOf: maintenanceLanguages },
        technical_language: language,
        machines: { list: machine },
        preferences,
        userPreferences,
        notificationEmail: 'boolean',
        notificationAddress: { optional: { nullable: 'string' } },
      },
    },
    company: { fields: { id: 'integer', name: 'string' } },
  },
})
