/**
 * Who may call the job-costing routes (spec 002 §6; DESIGN.md "Who may call what"): the screen
 * opens for any of ROLE_USER, ROLE_PRODUCTION_ANALYTICS, ROLE_JOB_COSTING (its home tile rule), its
 * prices and periods are written with ROLE_JOB_COSTING (never by ROLE_COMMERCIAL: the shared write
 * rule), and cost figures of machines need ROLE_JOB_COSTING on the user's own machines.
 */
import type { UserAccess } from '../../http/access'

/** Catalogues, prices and periods read by the screen. */
export const costingRead = {
  who: 'user',
  area: 'job-costing-prices',
  anyOf: ['ROLE_USER', 'ROLE_PRODUCTION_ANALYTICS', 'ROLE_JOB_COSTING'],
} as const satisfies UserAccess

/** Prices, periods and machine costs written (energy also needs edit_job_cost_energy: checked in the service). */
export const costingWrite = {
  who: 'user',
  area: 'job-costing-prices',
  anyOf: ['ROLE_JOB_COSTING'],
} as const satisfies UserAccess

/** Cost figures of one of the user's machines (statistics, machine costs). */
export const costFigures = {
  who: 'user',
  area: 'job-costing-figures',
  anyOf: ['ROLE_JOB_COSTING'],
  machines: 'checked',
} as const satisfies UserAccess
