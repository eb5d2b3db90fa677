/**
 * Who may call the genius board (DESIGN.md "Who may call what"): ROLE_USER reads and prepares
 * orders for the machines assigned to them; ROLE_COMMERCIAL reads only (the shared write rule).
 */
import type { UserAccess } from '../../http/access'

const board = { who: 'user', area: 'genius-board', anyOf: ['ROLE_USER'] } as const satisfies UserAccess

/** Lists over the user's machines: other machines' rows are left out. */
export const boardList = { ...board, machines: 'filtered' } as const satisfies UserAccess
/** One order or one machine: an unassigned machine is 403 MACHINE_NOT_ASSIGNED. */
export const boardOne = { ...board, machines: 'checked' } as const satisfies UserAccess

export const tags = ['genius-board']
