import { z } from 'zod'
import { roleNames } from './role-names'

/** The names live in a zod-free module for the session guard of the first screens. */
export { roleNames }

export const roleNameSchema = z.enum(roleNames)
export type RoleName = z.infer<typeof roleNameSchema>
