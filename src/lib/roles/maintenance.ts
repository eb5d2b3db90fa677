import type { RoleRule, RolesInput } from './check'
import { hasAnyRole, hasRole, satisfies } from './check'

/**
 * Maintenance access levels (spec 001 §6). The spec lists them as "user or manager" and so on;
 * read with the rule semantics of check.ts (as the maintenance home tile is: ROLE_USER plus a
 * maintenance role), ROLE_USER is the plain, required name and the maintenance roles are the
 * nested "any one of" list. Reading it as a plain "or" would make every user a manager, since
 * every account holds ROLE_USER.
 */
export const maintenanceLevelRules = {
  manager: ['ROLE_USER', ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER']],
  operator: ['ROLE_USER', ['ROLE_MAINTENANCE_ASSISTANCE_OPERATOR']],
  golden: ['ROLE_USER', ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER', 'ROLE_MAINTENANCE_ASSISTANCE_GOLDEN']],
  plus: ['ROLE_USER', ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER', 'ROLE_MAINTENANCE_ASSISTANCE_PLUS']],
} as const satisfies Record<string, RoleRule>

export type MaintenanceLevel = keyof typeof maintenanceLevelRules

export interface MaintenanceAccess {
  manager: boolean
  operator: boolean
  golden: boolean
  plus: boolean
  /** May use the maintenance assistant at all (manager or operator level). */
  any: boolean
  /** An operator-level user who is not a manager: sees only their own operator entry. */
  operatorOnly: boolean
}

export function maintenanceAccess(roles: RolesInput): MaintenanceAccess {
  const manager = satisfies(roles, maintenanceLevelRules.manager)
  const operator = satisfies(roles, maintenanceLevelRules.operator)
  return {
    manager,
    operator,
    golden: satisfies(roles, maintenanceLevelRules.golden),
    plus: satisfies(roles, maintenanceLevelRules.plus),
    any: manager || operator,
    operatorOnly: operator && !manager,
  }
}

/**
 * Who files work requests (issue 31): whoever uses maintenance or sees plant control, except the
 * read-only commercial role (spec 000: it changes nothing). The server's 'work-requests' area.
 */
export function filesWorkRequests(roles: RolesInput): boolean {
  return (
    hasAnyRole(
      roles,
      'ROLE_MAINTENANCE_ASSISTANCE_MANAGER',
      'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR',
      'ROLE_PRODUCTION_ANALYTICS',
    ) && !hasRole(roles, 'ROLE_COMMERCIAL')
  )
}
