import { z } from 'zod'

/** Every role name the product knows (spec 000 §6, 001 §6). */
export const roleNames = [
  'ROLE_USER',
  'ROLE_ADMIN',
  'ROLE_COMMERCIAL',
  'ROLE_PRODUCTION_ANALYTICS',
  'ROLE_JOB_COSTING',
  'ROLE_COOL',
  'ROLE_DOC',
  'ROLE_TECHNICIAN',
  'ROLE_API_EXTERNAL',
  /** The operation-analytics dashboards (docs/decisions/013-order-detail.md). */
  'ROLE_OPERATION_ANALYTICS',
  'ROLE_MAINTENANCE_ASSISTANCE_MANAGER',
  'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR',
  'ROLE_MAINTENANCE_ASSISTANCE_GOLDEN',
  'ROLE_MAINTENANCE_ASSISTANCE_PLUS',
] as const

export const roleNameSchema = z.enum(roleNames)
export type RoleName = z.infer<typeof roleNameSchema>
