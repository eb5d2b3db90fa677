/**
 * Who may call a route, declared on the route itself (server/http/route.ts) and checked in one place
 * before the request body is even parsed: an anonymous or unauthorised caller always gets its
 * 401/403 and never sees validation details.
 *
 * `area` names the row of DESIGN.md's "Who may call what" table that the route belongs to;
 * tests/server/authorization/design-table.ts holds that table as data; the authorization matrix
 * test checks every route's declaration against it, then calls every route as every demo account.
 */
import type { RoleName } from '../../src/contract/roles'

export const accessAreas = [
  /** Sign-in, recovery, health, public images: no caller identity. */
  'public',
  /** The caller's own account: session, language, theme, preferences, terms, notifications... */
  'own-account',
  /** Machine, customer and operator lists for selectors: own machines only. */
  'selectors',
  /** Plant control, historical, order detail, statistics, inactivities, exports. */
  'production-analytics',
  /** Operation-analytics dashboards (ROLE_OPERATION_ANALYTICS, ADR 013). */
  'operation-analytics',
  /** Cost figures on orders and job-costing statistics. */
  'job-costing-figures',
  /** Job-costing prices, periods and machine costs. */
  'job-costing-prices',
  /** Work orders: read by manager and operator levels, changed under the rule table. */
  'maintenance',
  /** Tasks and assets written, work orders deleted: manager level (DESIGN.md, ADR 016). */
  'maintenance-planning',
  /** Work requests filed from the floor (issue 31): maintenance users and plant control's users. */
  'work-requests',
  /** The plant's working days, hours and maximum span: manager level. */
  'maintenance-settings',
  'documents',
  'manuals-upload',
  'shared-jobs',
  'plant-configuration',
  'api-keys',
  'display-tokens',
  /** A line-side display reading its status with a display token. */
  'display',
  'genius-board',
  'ordering',
  /** Machine gateways and the simulator: an API key with the ingest scope. */
  'ingest',
] as const
export type AccessArea = (typeof accessAreas)[number]

/** How a route touches machine-scoped data (DESIGN.md: always filtered to the user's machines). */
export type MachineScope =
  /** It names one machine (path, query or body); an unassigned one is 403 MACHINE_NOT_ASSIGNED. */
  | 'checked'
  /** It lists or searches; rows of unassigned machines are left out (never a 403). */
  | 'filtered'

interface AccessBase {
  area: AccessArea
  machines?: MachineScope
}

export interface PublicAccess extends AccessBase {
  who: 'public'
}

export interface ApiKeyAccess extends AccessBase {
  who: 'apiKey'
  scope: 'ingest'
}

export interface UserAccess extends AccessBase {
  who: 'user'
  /** The user needs at least one of these roles. */
  anyOf?: readonly RoleName[]
  /** The user needs every one of these roles. */
  allOf?: readonly RoleName[]
  /** Routes a user who has not accepted the terms may still call (session, terms, own settings). */
  allowWithoutTerms?: boolean
  /** Own-account writes: the only writes ROLE_COMMERCIAL may make. */
  ownSettings?: boolean
  /** A POST that only reads (a search with a body, such as the historic list): not a write. */
  readOnly?: boolean
}

/** A line-side display's token (Authorization: Display <token>): reads its plant's status, nothing else. */
export interface DisplayAccess extends AccessBase {
  who: 'display'
}

export type Access = PublicAccess | ApiKeyAccess | UserAccess | DisplayAccess

/** Sign-in, recovery, health, public images and the other calls made without a caller identity. */
export const publicAccess = { who: 'public', area: 'public' } as const satisfies PublicAccess

export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
