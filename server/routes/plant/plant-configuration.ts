/**
 * Plant configuration (spec 002 §3.3, §4, §7.3; DESIGN.md "plant configuration"): any signed-in
 * user reads the machines (GET /machines_config_plant, ./plant-lists.ts); ROLE_ADMIN renames a
 * machine and moves it in the plant's order (never ROLE_COMMERCIAL: the access stage). Each write
 * names one machine, which must be the user's (403 MACHINE_NOT_ASSIGNED), runs with its
 * Idempotency-Key in one transaction, and drops the plant's read snapshots once committed so
 * plant control lists the new name and order at once.
 */

import { plantConfigMachineListSchema, plantConfigMachineSchema } from '../../../src/contract/plant'
import { modifyMachineSchema, reorderMachineSchema } from '../../../src/contract/plant-configuration'
import type { AppContext } from '../../context'
import type { UserAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { defineWrite } from '../../http/route'
import { renameMachine, reorderMachine } from '../../services/plant/machine-config'
import { invalidatePlantReads } from '../../services/plant/read-cache'

const configurationWrite = {
  who: 'user',
  area: 'plant-configuration',
  anyOf: ['ROLE_ADMIN'],
  machines: 'checked',
} as const satisfies UserAccess

const tags = ['plant configuration']
const MACHINE = "The machine must be the user's (403 MACHINE_NOT_ASSIGNED)."

export async function plantConfigurationRoutes(api: Api, ctx: AppContext) {
  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/modify_machine',
    access: configurationWrite,
    errors: [404],
    schema: {
      tags,
      summary: 'Rename a machine; answers the machine with its configuration fields',
      description: `${MACHINE} Body { id, name }: the name is trimmed and 1 to 60 characters (a 400 names the field); the whole machine object may be sent instead, its other fields are ignored.`,
      body: modifyMachineSchema,
      response: { 200: plantConfigMachineSchema },
    },
    write: async (tx, { user, body }) => {
      const { machine, plantId } = await renameMachine(tx, user, body.id, body.name)
      return { body: machine, afterCommit: () => invalidatePlantReads(ctx.db, plantId) }
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/reorder_machines',
    access: configurationWrite,
    errors: [404],
    schema: {
      tags,
      summary: "Move a machine to a new position; answers the user's machines in their new order",
      description: `${MACHINE} Body { id, position }: position is 1-based in the user's list of the plant's machines (a 400 outside 1..N). The plant's order stays the dense sequence 1..N, also under concurrent reorders; machines the user does not see keep their places.`,
      body: reorderMachineSchema,
      response: { 200: plantConfigMachineListSchema },
    },
    write: async (tx, { user, body }) => {
      const { machines, plantId } = await reorderMachine(tx, user, body.id, body.position)
      return { body: machines, afterCommit: () => invalidatePlantReads(ctx.db, plantId) }
    },
  })
}
