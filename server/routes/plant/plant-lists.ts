import {
  namedEntityListSchema,
  plantConfigMachineListSchema,
  plantMachineListSchema,
} from '../../../src/contract/plant'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { listConfigMachines, listPlantMachines } from '../../services/plant/machines'
import { listCustomers, listOperators } from '../../services/plant/people'
import { selectors } from './access'

/** Selector data: any signed-in user, own machines and own plant only. */
export async function plantListRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/machines_plant',
    access: selectors,
    schema: {
      tags: ['plant'],
      summary: "The user's machines with model, line and services, ordered by sortOrder",
      response: { 200: plantMachineListSchema },
    },
    handle: ({ user }) => listPlantMachines(ctx.db, [...user.machineIds]),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/machines_config_plant',
    access: selectors,
    schema: {
      tags: ['plant'],
      summary: "The user's machines with every plant-configuration field (spec 002 §3.3)",
      response: { 200: plantConfigMachineListSchema },
    },
    handle: ({ user }) => listConfigMachines(ctx.db, [...user.machineIds]),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/customers_plant',
    access: selectors,
    schema: {
      tags: ['plant'],
      summary: "Customers with orders on the user's machines, by name",
      response: { 200: namedEntityListSchema },
    },
    handle: ({ user }) => listCustomers(ctx.db, user),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/operators_plant',
    access: selectors,
    schema: {
      tags: ['plant'],
      summary: "Operators who worked on the user's machines, by name",
      response: { 200: namedEntityListSchema },
    },
    handle: ({ user }) => listOperators(ctx.db, user),
  })
}
