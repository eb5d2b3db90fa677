/** Who may call the statistics routes that name machines, and the check that they are the user's. */

import { machineNotAssigned } from '../../http/errors'
import type { AuthUser } from '../../http/principals'
import { productionAnalytics } from '../plant/access'

/** A read (POSTs that write nothing) of production analytics naming machines: each checked. */
export const checked = { ...productionAnalytics, machines: 'checked', readOnly: true } as const

/** 403 MACHINE_NOT_ASSIGNED when a machine named in the body is not the user's. */
export function assertAssigned(user: AuthUser, machineIds: readonly number[]) {
  if (machineIds.some((id) => !user.machineIds.has(id))) throw machineNotAssigned()
}
