/**
 * The catalogues the job-costing screen reads (spec 002 §7.2): consumable types, the plant's types,
 * the user's machines with consumable types, materials and ink groups. Readers of the screen
 * (costingRead); a plant other than the user's is a 403 (404 when there is no such plant).
 */
import { z } from 'zod'
import {
  consumableTypeSchema,
  costMachineSchema,
  inkGroupSchema,
  materialSchema,
} from '../../../src/contract/job-costing'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import {
  allConsumableTypes,
  assertOwnPlant,
  costMachines,
  inkGroupList,
  materialList,
  plantConsumableTypes,
} from '../../services/job-costing/catalogs'
import { costingRead } from './access'

const tags = ['job costing']
const plantParams = z.object({ plantId: dbIdParamSchema })

export async function jobCostingCatalogRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/consumable-types',
    access: costingRead,
    schema: {
      tags,
      summary: 'Every consumable type, sorted by name case-insensitively (the screen uses the enabled ones)',
      response: { 200: z.array(consumableTypeSchema) },
    },
    handle: () => allConsumableTypes(ctx.db),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/plants/:plantId/consumable-types',
    access: costingRead,
    errors: [404],
    schema: {
      tags,
      summary: "The consumable types the plant's machines use, sorted by name case-insensitively",
      description:
        "The plant must be the user's: 403 PLANT_NOT_ASSIGNED, 404 PLANT_NOT_FOUND when none has the id.",
      params: plantParams,
      response: { 200: z.array(consumableTypeSchema) },
    },
    handle: async ({ user, params }) => {
      await assertOwnPlant(ctx.db, user, params.plantId)
      return plantConsumableTypes(ctx.db, params.plantId)
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/plants/:plantId/machine-consumable-types',
    access: { ...costingRead, machines: 'filtered' },
    errors: [404],
    schema: {
      tags,
      summary: "The user's machines of the plant that have consumable types, in the plant's machine order",
      description:
        'Each with its hash code (what /job-cost/statistics names it by), line, consumable type ids and the ' +
        "plant's currency. The plant must be the user's (403 PLANT_NOT_ASSIGNED, 404 PLANT_NOT_FOUND).",
      params: plantParams,
      response: { 200: z.array(costMachineSchema) },
    },
    handle: async ({ user, params }) => {
      await assertOwnPlant(ctx.db, user, params.plantId)
      return costMachines(ctx.db, user, params.plantId)
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/materials',
    access: costingRead,
    schema: {
      tags,
      summary: 'The production materials (id and name), in catalogue order',
      response: { 200: z.array(materialSchema) },
    },
    handle: () => materialList(ctx.db),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/ink-groups',
    access: costingRead,
    schema: {
      tags,
      summary: 'The ink groups (id, number, hex colour, description), by number',
      response: { 200: z.array(inkGroupSchema) },
    },
    handle: () => inkGroupList(ctx.db),
  })
}
