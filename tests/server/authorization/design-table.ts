/**
 * DESIGN.md's "Who may call what" as data, with the corrections of ADR 010, and the check of one
 * route's declared access against it (used by authorization-matrix.test.ts).
 */

import type { Access, AccessArea } from '../../../server/http/access'
import type { DeclaredRoute } from '../../../server/http/method-not-allowed'
import type { RoleName } from '../../../src/contract/roles'

export const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

interface Rule {
  who: Access['who']
  anyOf?: readonly RoleName[]
  allOf?: readonly RoleName[]
  /** The route must say how it touches machines. */
  machines?: 'declared'
}

/** Work requests (issue 31, ADR 037): maintenance users and plant control's users, reads and writes alike. */
const filesWorkRequests: Rule = {
  who: 'user',
  anyOf: [
    'ROLE_MAINTENANCE_ASSISTANCE_MANAGER',
    'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR',
    'ROLE_PRODUCTION_ANALYTICS',
  ],
  machines: 'declared',
}

/** DESIGN.md "Who may call what", one row per area: the rule for reads and for writes. */
const designTable: Record<AccessArea, { read: Rule; write: Rule | 'none' }> = {
  public: { read: { who: 'public' }, write: { who: 'public' } },
  'own-account': { read: { who: 'user' }, write: { who: 'user' } },
  selectors: { read: { who: 'user', machines: 'declared' }, write: 'none' },
  'production-analytics': {
    read: { who: 'user', anyOf: ['ROLE_PRODUCTION_ANALYTICS'], machines: 'declared' },
    write: 'none',
  },
  // ADR 013: the analytics right, not in DESIGN.md's table (spec 001 §2.6 names it, not its role).
  'operation-analytics': {
    read: { who: 'user', anyOf: ['ROLE_OPERATION_ANALYTICS'], machines: 'declared' },
    write: 'none',
  },
  'job-costing-figures': {
    read: { who: 'user', anyOf: ['ROLE_JOB_COSTING'], machines: 'declared' },
    write: 'none',
  },
  'job-costing-prices': {
    read: { who: 'user', anyOf: ['ROLE_USER', 'ROLE_PRODUCTION_ANALYTICS', 'ROLE_JOB_COSTING'] },
    write: { who: 'user', anyOf: ['ROLE_JOB_COSTING'] },
  },
  maintenance: {
    read: {
      who: 'user',
      anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'],
      machines: 'declared',
    },
    write: {
      who: 'user',
      anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'],
      machines: 'declared',
    },
  },
  // DESIGN.md's maintenance row: "tasks and assets: manager level" (ADR 016).
  'maintenance-planning': {
    read: { who: 'user', anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER'], machines: 'declared' },
    write: { who: 'user', anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER'], machines: 'declared' },
  },
  // Issue 31: work requests, filed by maintenance users and plant control's users (any write needs a
  // role that may write: ROLE_COMMERCIAL alone is refused), decided at the manager level.
  'work-requests': { read: filesWorkRequests, write: filesWorkRequests },
  'maintenance-settings': {
    read: { who: 'user', anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER'] },
    write: { who: 'user', anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER'] },
  },
  documents: { read: { who: 'user', anyOf: ['ROLE_USER', 'ROLE_DOC'], machines: 'declared' }, write: 'none' },
  'manuals-upload': {
    read: { who: 'user', anyOf: ['ROLE_ADMIN'] },
    write: { who: 'user', anyOf: ['ROLE_ADMIN'] },
  },
  'shared-jobs': {
    read: { who: 'user', anyOf: ['ROLE_USER'] },
    write: { who: 'user', anyOf: ['ROLE_USER'] },
  },
  'plant-configuration': { read: { who: 'user' }, write: { who: 'user', anyOf: ['ROLE_ADMIN'] } },
  'api-keys': {
    read: { who: 'user', anyOf: ['ROLE_API_EXTERNAL'] },
    write: { who: 'user', anyOf: ['ROLE_API_EXTERNAL'] },
  },
  'display-tokens': {
    read: { who: 'user', anyOf: ['ROLE_ADMIN'] },
    write: { who: 'user', anyOf: ['ROLE_ADMIN'] },
  },
  display: { read: { who: 'display' }, write: 'none' },
  'genius-board': {
    read: { who: 'user', anyOf: ['ROLE_USER'], machines: 'declared' },
    write: { who: 'user', anyOf: ['ROLE_USER'], machines: 'declared' },
  },
  // ADR 010: not in DESIGN.md's table; opening the external ordering site (spec 000 §6: ROLE_COOL).
  ordering: {
    read: { who: 'user', anyOf: ['ROLE_USER', 'ROLE_COOL'] },
    write: { who: 'user', anyOf: ['ROLE_USER', 'ROLE_COOL'] },
  },
  ingest: { read: { who: 'apiKey' }, write: { who: 'apiKey' } },
}

export const isWrite = (route: DeclaredRoute) =>
  WRITES.has(route.method) && !(route.access.who === 'user' && route.access.readOnly)
const sorted = (roles?: readonly string[]) => [...(roles ?? [])].sort()

export function mismatch(route: DeclaredRoute): string | null {
  const row = designTable[route.access.area]
  const rule = isWrite(route) ? row.write : row.read
  if (rule === 'none') return `area ${route.access.area} has no writes`
  const a = route.access
  if (a.who !== rule.who) return `who is ${a.who}, the table says ${rule.who}`
  if (a.who === 'user') {
    if (sorted(a.anyOf).join() !== sorted(rule.anyOf).join())
      return `anyOf ${sorted(a.anyOf)} != ${sorted(rule.anyOf)}`
    if (sorted(a.allOf).join() !== sorted(rule.allOf).join())
      return `allOf ${sorted(a.allOf)} != ${sorted(rule.allOf)}`
    // ROLE_COMMERCIAL never writes anything but its own account settings (DESIGN.md).
    if (a.ownSettings && isWrite(route) && !['own-account', 'ordering'].includes(a.area)) {
      return 'ownSettings lets ROLE_COMMERCIAL write outside its own account'
    }
  }
  if (rule.machines === 'declared' && !a.machines) return 'machine-scoped area without a machines declaration'
  return null
}
