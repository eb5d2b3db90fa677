import type { RoleName } from '../../contract/roles'

/**
 * A role rule as spec 001 §6 reads it: every plain name in the list is required, and a nested
 * list means any one of its names. ['ROLE_USER', ['ROLE_A', 'ROLE_B']] = USER and (A or B).
 * An empty list (or an empty nested list) requires nothing.
 */
export type RoleRule = readonly (RoleName | readonly RoleName[])[]

/** The session carries roles as objects with a name; plain names are accepted too. */
export type RolesInput = readonly (RoleName | string | { name: string })[] | null | undefined

export function roleSet(roles: RolesInput): ReadonlySet<string> {
  return new Set((roles ?? []).map((r) => (typeof r === 'string' ? r : r.name)))
}

export function satisfies(roles: RolesInput | ReadonlySet<string>, rule: RoleRule): boolean {
  const have = roles instanceof Set ? roles : roleSet(roles as RolesInput)
  return rule.every((part) =>
    typeof part === 'string' ? have.has(part) : part.length === 0 || part.some((r) => have.has(r)),
  )
}

export function hasRole(roles: RolesInput | ReadonlySet<string>, role: RoleName): boolean {
  return satisfies(roles, [role])
}

export function hasAnyRole(roles: RolesInput | ReadonlySet<string>, ...anyOf: RoleName[]): boolean {
  return satisfies(roles, [anyOf])
}
