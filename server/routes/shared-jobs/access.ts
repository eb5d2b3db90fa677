/**
 * Who may call the shared-jobs routes (DESIGN.md "Who may call what"): ROLE_USER reads and writes
 * the company's shared customers, jobs and recipes; ROLE_COMMERCIAL is refused every write by the
 * shared write rule (403 COMMERCIAL_CANNOT_UPDATE, server/http/auth.ts). Not machine-scoped: a
 * recipe belongs to a customer's job, not to a machine.
 */
import type { UserAccess } from '../../http/access'

export const sharedJobsAccess = {
  who: 'user',
  area: 'shared-jobs',
  anyOf: ['ROLE_USER'],
} as const satisfies UserAccess

export const tags = ['shared-jobs']
