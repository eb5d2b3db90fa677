/**
 * Who a request acts as, in the terms services work with: a signed-in user (`AuthUser`) or a
 * line-side display (`DisplayAuth`), and the two checks services make on a user. Resolving a
 * request to one of them is server/http/auth.ts's job; this module is what a service may import of
 * server/http besides errors.ts (.dependency-cruiser.cjs, docs/decisions/028), so it holds no Fastify.
 */
import type { DISPLAY_ERRORS } from '../../src/contract/display'
import type { LanguageCode } from '../../src/contract/language-codes'
import type { RoleName } from '../../src/contract/roles'
import { machineNotAssigned } from './errors'

/** A signed-in user: the roles and the machines assigned, as loaded once per request. */
export interface AuthUser {
  id: number
  companyId: number
  plantId: number | null
  email: string
  username: string
  roles: ReadonlySet<string>
  hasAcceptedTos: boolean
  machineIds: ReadonlySet<number>
}

/** A line-side display's token; an unknown, revoked or expired one still resolves, with its refusal. */
export interface DisplayAuth {
  kind: 'display'
  displayId: number
  plantId: number
  machineLineId: number | null
  label: string
  /** The interface language the link was made with (the screen reads in it). */
  language: LanguageCode
  lastSeenAt: Date | null
  refusal: (typeof DISPLAY_ERRORS)[keyof typeof DISPLAY_ERRORS] | null
}

export function hasRole(user: AuthUser, ...roles: RoleName[]) {
  return roles.some((r) => user.roles.has(r))
}

/** Machine-scoped data: a machine outside the user's assignment is a 403 MACHINE_NOT_ASSIGNED. */
export function assertMachineAssigned(user: AuthUser, machineId: number) {
  if (!user.machineIds.has(machineId)) throw machineNotAssigned()
}
