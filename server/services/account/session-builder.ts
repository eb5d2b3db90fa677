/**
 * Builds what the client stores after login or verify-token (spec 000 §3.1, 002 §3.4): the session
 * user, the user configuration (assigned machines with their services and plant) and the company,
 * all read fresh from the database so a refresh picks up role, machine and preference changes.
 */

import { asc, eq, inArray } from 'drizzle-orm'
import type {
  Company,
  ConfigMachine,
  FeatureFlags,
  LanguageCode,
  MachineLineName,
  SessionUser,
  UserConfig,
} from '../../../src/contract/session'
import type { DbOrTx } from '../../db/client'
import {
  companies,
  consumableTypes,
  machineConsumableTypes,
  machineLines,
  machineModels,
  machines,
  plants,
  userMachines,
  users,
} from '../../db/schema'
import { notFound } from '../../http/errors'
import { md5 } from './crypto'
import { termsUrlFor } from './terms-content'

export const defaultFeatureFlags: FeatureFlags = {
  dark_mode: true,
  show_ink_cost: false,
  job_costing_tour: false,
  edit_job_cost_energy: false,
}

const maintenanceLanguages = new Set(['en_EN', 'es_ES', 'pt_PT'])

export type UserRow = typeof users.$inferSelect

export async function loadUserRow(db: DbOrTx, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!row) throw notFound('User not found')
  return row
}

async function configMachines(db: DbOrTx, userId: number): Promise<ConfigMachine[]> {
  const rows = await db
    .select({ machine: machines, line: machineLines.name, plant: plants })
    .from(userMachines)
    .innerJoin(machines, eq(machines.id, userMachines.machineId))
    .innerJoin(machineModels, eq(machineModels.id, machines.modelId))
    .innerJoin(machineLines, eq(machineLines.id, machineModels.lineId))
    .innerJoin(plants, eq(plants.id, machines.plantId))
    .where(eq(userMachines.userId, userId))
    .orderBy(asc(machines.sortOrder), asc(machines.id))
  const ids = rows.map((r) => r.machine.id)
  const consumables = ids.length
    ? await db
        .select({ machineId: machineConsumableTypes.machineId, type: consumableTypes })
        .from(machineConsumableTypes)
        .innerJoin(consumableTypes, eq(consumableTypes.id, machineConsumableTypes.consumableTypeId))
        .where(inArray(machineConsumableTypes.machineId, ids))
        .orderBy(asc(consumableTypes.id))
    : []
  return rows.map(({ machine, line, plant }) => ({
    id: machine.id,
    hashCode: machine.hashCode,
    name: machine.name,
    serialNumber: machine.serialNumber,
    machineLineName: line as MachineLineName,
    consumableTypes: consumables
      .filter((c) => c.machineId === machine.id)
      .map(({ type }) => ({
        id: type.id,
        name: type.name,
        category: type.category,
        unit: type.unit,
        isEnabled: type.isEnabled,
      })),
    services: {
      hasJobCosting: machine.hasJobCosting,
      hasOperationAnalytics: machine.hasOperationAnalytics,
    },
    plant: {
      id: plant.id,
      idOnGrafana: plant.idOnGrafana,
      currency: plant.currencyCode,
      timeZone: plant.timezone,
    },
  }))
}

/** The user's plant, else the company's first plant (currency of the configuration). */
async function plantOf(db: DbOrTx, user: UserRow) {
  const where = user.plantId ? eq(plants.id, user.plantId) : eq(plants.companyId, user.companyId)
  const [plant] = await db.select().from(plants).where(where).orderBy(asc(plants.id)).limit(1)
  return plant ?? null
}

export interface AccountSnapshot {
  user: SessionUser
  userConfig: UserConfig
  company: Company
}

export async function buildAccount(db: DbOrTx, userId: number): Promise<AccountSnapshot> {
  const row = await loadUserRow(db, userId)
  const [company] = await db.select().from(companies).where(eq(companies.id, row.companyId)).limit(1)
  const plant = await plantOf(db, row)
  const language = row.language as LanguageCode
  const user: SessionUser = {
    userId: row.id,
    email: row.email,
    username: row.username,
    user: row.displayName,
    md5Username: md5(row.username),
    roles: row.roles.map((name) => ({ name })) as SessionUser['roles'],
    hasAcceptedTos: row.hasAcceptedTos,
    isAcceptTerms: row.hasAcceptedTos,
    hasDarkMode: row.hasDarkMode,
    companyServices: company.services,
    language,
    preferences: row.preferences,
    userPreferences: row.userPreferences as SessionUser['userPreferences'],
    featureFlags: { ...defaultFeatureFlags, ...row.featureFlags },
    termsUrl: termsUrlFor(language, company.termsUrl),
  }
  const userConfig: UserConfig = {
    currency: { code: plant?.currencyCode ?? 'EUR', symbol: plant?.currencySymbol ?? '€' },
    language,
    maintenance_language: (maintenanceLanguages.has(row.maintenanceLanguage)
      ? row.maintenanceLanguage
      : 'en_EN') as UserConfig['maintenance_language'],
    technical_language: row.technicalLanguage as LanguageCode,
    machines: await configMachines(db, row.id),
    preferences: row.preferences,
    userPreferences: user.userPreferences,
    notificationEmail: row.notificationEmail,
    notificationAddress: row.notificationAddress,
  }
  return { user, userConfig, company: { id: company.id, name: company.name } }
}
