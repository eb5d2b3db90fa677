import { z } from 'zod'
import { DB_INT_MAX, dbIdSchema } from './wire'

/**
 * The plant-configuration writes (spec 002 §3.3, §4, §7.3): rename a machine, move it in the
 * plant's order. Both answer with the machines_config_plant shapes of ./plant.
 */

/** The longest machine name the screen and the server accept. */
export const MACHINE_NAME_MAX = 60

/** A machine name as saved: trimmed, 1 to 60 characters. */
export const machineNameSchema = z.string().trim().min(1).max(MACHINE_NAME_MAX)

/**
 * POST /api/modify_machine: `{ id, name }`. One view of the spec sends the whole machine object:
 * its other fields are accepted and ignored (only id and name are read).
 */
export const modifyMachineSchema = z.looseObject({ id: dbIdSchema, name: machineNameSchema })
export type ModifyMachine = z.infer<typeof modifyMachineSchema>

/** POST /api/reorder_machines: the machine and its new 1-based position in the user's list. */
export const reorderMachineSchema = z.object({
  id: dbIdSchema,
  position: z.number().int().min(1).max(DB_INT_MAX),
})
export type ReorderMachine = z.infer<typeof reorderMachineSchema>
