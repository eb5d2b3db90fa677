/**
 * Machine costs (spec 002 §3.2 "Machine cost record", §5 "Machine costs", §7.2): the record of one
 * of the user's machines that has consumable types (403 MACHINE_NOT_ASSIGNED, 404
 * NO_CONSUMABLE_TYPES), read as a cost figure (ROLE_JOB_COSTING) and written with ROLE_JOB_COSTING
 * (never ROLE_COMMERCIAL: the access stage), each write with its Idempotency-Key in one transaction.
 * Every value is required, at least 0, percents at most 100 and the rest at most 9,999,999 (seven
 * characters as typed): a 400 naming the field.
 */
import { z } from 'zod'
import {
  machineCostRecordSchema,
  machineCostValuesSchema,
  machineOrderCostSchema,
} from '../../../src/contract/job-costing'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { UserAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import { findCostedMachine } from '../../services/job-costing/catalogs-machine'
import {
  MACHINE_ORDER_COSTS_LIMIT,
  machineOrderCosts,
  readMachineCost,
  saveMachineCost,
  updateMachineCost,
} from '../../services/job-costing/machine-costs'
import { costFigures, costingWrite } from './access'

const tags = ['job costing']
/** The writes name a machine in the path: it must be the user's. */
const machineCostWrite = { ...costingWrite, machines: 'checked' } as const satisfies UserAccess
const machineParams = z.object({ id: dbIdParamSchema })
const MACHINE =
  "The machine must be the user's (403 MACHINE_NOT_ASSIGNED) and have consumable types (404 NO_CONSUMABLE_TYPES)."
const VALUES =
  'Every field of the record, required: at least 0; operator1/2/3Percent and waste at most 100, the others at ' +
  'most 9,999,999 (seven characters); a 400 names the field.'

export async function jobCostingMachineRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/machines/:id/prices',
    access: costFigures,
    errors: [404],
    schema: {
      tags,
      summary: "The machine's cost record; id null and every value 0 while none is saved",
      description: MACHINE,
      params: machineParams,
      response: { 200: machineCostRecordSchema },
    },
    handle: async ({ user, params }) => {
      const machine = await findCostedMachine(ctx.db, user, params.id)
      return readMachineCost(ctx.db, machine.id)
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/job-cost/machines/:id/prices',
    access: machineCostWrite,
    errors: [404],
    schema: {
      tags,
      summary: "Save the machine's cost record (created, or its existing record updated: one per machine)",
      description: `${MACHINE} ${VALUES} A machine has one record, so a create when it already has one updates that record (a retried or repeated create never fails).`,
      params: machineParams,
      body: machineCostValuesSchema,
      response: { 200: machineCostRecordSchema },
    },
    write: async (tx, { user, params, body }) => {
      const machine = await findCostedMachine(tx, user, params.id)
      return { body: await saveMachineCost(tx, machine.id, body, ctx.now()) }
    },
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/job-cost/machines/:id/prices/:priceId',
    access: machineCostWrite,
    errors: [404],
    schema: {
      tags,
      summary: "Update the machine's cost record, named by its id",
      description: `${MACHINE} ${VALUES} priceId must be this machine's record (404 MACHINE_COST_NOT_FOUND).`,
      params: machineParams.extend({ priceId: dbIdParamSchema }),
      body: machineCostValuesSchema,
      response: { 200: machineCostRecordSchema },
    },
    write: async (tx, { user, params, body }) => {
      const machine = await findCostedMachine(tx, user, params.id)
      return { body: await updateMachineCost(tx, machine.id, params.priceId, body, ctx.now()) }
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/machines/:id/machine-po-costs',
    access: costFigures,
    errors: [404],
    schema: {
      tags,
      summary: `The machine's latest ${MACHINE_ORDER_COSTS_LIMIT} finished orders with their cost, newest first`,
      description: `${MACHINE} Top-level orders; poCost and poCostSurface are null until the order is priced; squareMeters = (clean + waste meters) x width / 1000. (GET /job-cost/machine-po-costs, without a machine in the path, is one order's machine costs: the order detail.)`,
      params: machineParams,
      response: { 200: z.array(machineOrderCostSchema) },
    },
    handle: async ({ user, params }) => {
      const machine = await findCostedMachine(ctx.db, user, params.id)
      return machineOrderCosts(ctx.db, machine.id)
    },
  })
}
