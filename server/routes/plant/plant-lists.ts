import {
  namedEntityListSchema,
  plantConfigMachineListSchema,
  plantMachineListSchema,
} from '../../../src/contract/plant'
import type { AppContext } from '../../context'
import { currentUser, requireUser } from '../../http/auth'
import { listConfigMachines, listPlantMachines } from '../../services/plant/machines'
import { listCustomers, listOperators } from '../../services/plant/people'
import type { Api } from '../types'

/** Selector data: any signed-in user, own machines and own plant only. */
export async function plantListRoutes(api: Api, ctx: AppContext) {
  api.get(
    '/machines_plant',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['plant'],
        summary: "The user's machines with model, line and services, ordered by sortOrder",
        response: { 200: plantMachineListSchema },
      },
    },
    async (request) => listPlantMachines(ctx.db, [...currentUser(request).machineIds]),
  )

  api.get(
    '/machines_config_plant',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['plant'],
        summary: "The user's machines with every plant-configuration field (spec 002 §3.3)",
        response: { 200: plantConfigMachineListSchema },
      },
    },
    async (request) => listConfigMachines(ctx.db, [...currentUser(request).machineIds]),
  )

  api.get(
    '/customers_plant',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['plant'],
        summary: "Customers of the user's plant, by name",
        response: { 200: namedEntityListSchema },
      },
    },
    async (request) => listCustomers(ctx.db, currentUser(request)),
  )

  api.get(
    '/operators_plant',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['plant'],
        summary: "Operators of the user's plant, by name",
        response: { 200: namedEntityListSchema },
      },
    },
    async (request) => listOperators(ctx.db, currentUser(request)),
  )
}
