/**
 * Role names without zod: the session guard of the first screens (features/session/model) checks
 * them, and importing roles.ts there would pull zod into the signed-in start (ADR 008).
 */
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
