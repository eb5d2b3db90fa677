/**
 * Writes the fixed part of the demo plant (catalog.ts) into an empty database: company, plant,
 * lines, models, machines, catalogues, campaigns, the shared customers with their jobs and recipes,
 * and the demo accounts with their assignments.
 */
import { createHash } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import type { Db } from '../db/client'
import * as t from '../db/schema'
import { defaultPreferenceCodes, derivePreferences } from '../services/preferences'
import {
  consumableTypeCatalog,
  DEMO_PASSWORD,
  demoMachineCost,
  demoMachines,
  demoModels,
  demoUsers,
  inkGroupCatalog,
  laminatorModuleCatalog,
  machineLineIds,
  materialNames,
  moduleVariablePreference,
  retargetingCampaignCatalog,
} from './catalog'
import { seedGeniusBoard } from './genius-board'
import { seedSharedJobs } from './shared-jobs'

export const machineHashCode = (serialNumber: string) =>
  createHash('sha1').update(`machine:${serialNumber}`).digest('hex').slice(0, 16)

export interface BaseSeed {
  companyId: number
  plantId: number
  machineIds: number[]
  userIds: Record<string, number>
}

export async function seedBase(db: Db): Promise<BaseSeed> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(t.companies)
      .values({
        name: 'Demo Packaging S.L.',
        services: [
          { name: 'PRODUCTION_ANALYTICS', isEnabled: true },
          { name: 'JOB_COSTING', isEnabled: true },
          { name: 'MAINTENANCE_ASSISTANT', isEnabled: true },
          { name: 'TECHNICAL_DOCS', isEnabled: true },
        ],
        termsUrl: '/terms',
      })
      .returning()
    const [plant] = await tx
      .insert(t.plants)
      .values({
        companyId: company.id,
        name: 'Demo plant',
        currencyCode: 'EUR',
        currencySymbol: '€',
        timezone: 'Europe/Madrid',
        idOnGrafana: 'demo-plant',
      })
      .returning()

    await tx.insert(t.machineLines).values(Object.entries(machineLineIds).map(([name, id]) => ({ id, name })))
    const models = await tx
      .insert(t.machineModels)
      .values(demoModels.map((m) => ({ name: m.name, lineId: machineLineIds[m.line], image: m.image })))
      .returning()
    const modelByName = new Map(models.map((m) => [m.name, m]))

    const machines = await tx
      .insert(t.machines)
      .values(
        demoMachines.map((m, i) => ({
          plantId: plant.id,
          modelId: modelByName.get(m.model)!.id,
          hashCode: machineHashCode(m.serialNumber),
          name: m.name,
          serialNumber: m.serialNumber,
          acquisitionDate: m.acquisitionDate,
          maxSpeed: m.maxSpeed,
          minPrintingWidth: m.printingWidth?.[0] ?? null,
          maxPrintingWidth: m.printingWidth?.[1] ?? null,
          minMaterialWidth: m.materialWidth[0],
          maxMaterialWidth: m.materialWidth[1],
          minFormat: m.format?.[0] ?? null,
          maxFormat: m.format?.[1] ?? null,
          maxNumDeck: m.maxNumDeck,
          sortOrder: i + 1,
          hasJobCosting: m.hasJobCosting,
          hasOperationAnalytics: m.hasOperationAnalytics,
          trolley: m.trolley ?? null,
          machineFunction: m.machineFunction ?? null,
        })),
      )
      .returning()
    await tx.insert(t.machineStatus).values(machines.map((m) => ({ machineId: m.id })))

    await tx.insert(t.materials).values(materialNames.map((name, i) => ({ id: i + 1, name })))
    await tx.insert(t.consumableTypes).values(consumableTypeCatalog.map((c) => ({ ...c, isEnabled: true })))
    const lineOf = (machineIndex: number) => modelByName.get(demoMachines[machineIndex].model)!
    const consumablesFor = (lineId: number): number[] => {
      if (lineId === machineLineIds.LAMINATING) return [1, 3, 6, 7]
      if (lineId === machineLineIds.DIGITAL) return [1, 2, 3]
      return [1, 2, 3, 4, 5, 7, 8, 9]
    }
    await tx.insert(t.machineConsumableTypes).values(
      machines.flatMap((m, i) =>
        demoMachines[i].hasJobCosting
          ? consumablesFor(lineOf(i).lineId).map((consumableTypeId) => ({
              machineId: m.id,
              consumableTypeId,
            }))
          : [],
      ),
    )
    const costed = machines.flatMap((m, i) => (demoMachines[i].hasJobCosting ? [{ m, i }] : []))
    if (costed.length) {
      await tx.insert(t.machineCosts).values(
        costed.map(({ m, i }) => ({
          machineId: m.id,
          ...demoMachineCost(demoModels.find((x) => x.name === demoMachines[i].model)!.line),
        })),
      )
    }
    await tx.insert(t.configurationModules).values(
      laminatorModuleCatalog.map((module, i) => ({
        lineId: machineLineIds.LAMINATING,
        code: module.code,
        name: module.name,
        sortOrder: i + 1,
        colLgSize: 4,
        variables: module.variables.map((code) => ({
          code,
          configurationVar: code,
          isVisible: true,
          preference: moduleVariablePreference[code] ?? null,
          image: null,
        })),
      })),
    )
    await tx.insert(t.inkGroups).values(inkGroupCatalog)
    await tx.insert(t.inks).values(inkGroupCatalog.map((g) => ({ name: g.description, hex: g.hex })))
    await tx.insert(t.retargetingCampaigns).values(retargetingCampaignCatalog)
    await seedSharedJobs(tx, company.id)

    const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 })
    const userIds: Record<string, number> = {}
    for (const u of demoUsers) {
      const codes = defaultPreferenceCodes(u.language)
      const [row] = await tx
        .insert(t.users)
        .values({
          companyId: company.id,
          plantId: plant.id,
          email: u.email,
          username: u.email,
          displayName: u.displayName,
          passwordHash,
          roles: u.roles,
          language: u.language,
          maintenanceLanguage: u.language === 'pt_PT' || u.language === 'en_EN' ? u.language : 'es_ES',
          technicalLanguage: u.language,
          hasAcceptedTos: u.hasAcceptedTos,
          tosAcceptedAt: u.hasAcceptedTos ? new Date('2026-01-01T00:00:00Z') : null,
          userPreferences: codes,
          preferences: derivePreferences(codes),
          featureFlags: u.featureFlags ?? {},
        })
        .returning()
      userIds[u.email] = row.id
      const assigned = machines.filter(
        (_, i) => !u.lines || u.lines.some((l) => machineLineIds[l] === lineOf(i).lineId),
      )
      if (assigned.length) {
        await tx.insert(t.userMachines).values(assigned.map((m) => ({ userId: row.id, machineId: m.id })))
      }
    }
    const board = { plantId: plant.id, companyId: company.id, managerId: userIds['manager@demo.plant'] }
    await seedGeniusBoard(tx, { ...board, machines })

    return { companyId: company.id, plantId: plant.id, machineIds: machines.map((m) => m.id), userIds }
  })
}
