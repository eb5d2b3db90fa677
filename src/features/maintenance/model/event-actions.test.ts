import { describe, expect, it } from 'vitest'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { workOrder } from '../testing/work-order'
import { moveWindow, offeredActions } from './event-actions'

const event = (patch: Partial<MaintenanceEventDetail> = {}): MaintenanceEventDetail => workOrder(patch)

const operator = actorFromRoles(7, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'])
const manager = actorFromRoles(2, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER'])

describe('the actions a work order offers', () => {
  it('never offers an operator cancel at risk 3, and says why', () => {
    const { offered, refused } = offeredActions(operator, event({ risk: 3 }))
    expect(offered).not.toContain('cancel')
    expect(offered).toContain('complete')
    expect(refused).toContainEqual({ kind: 'cancel', reason: 'OPERATOR_CANNOT_CANCEL' })
  })

  it('offers nobody cancel on safety work', () => {
    expect(offeredActions(manager, event({ risk: 1 })).offered).not.toContain('cancel')
  })

  it('offers reopen only on closed work, to a manager', () => {
    expect(offeredActions(manager, event({ state: 2, displayState: 2 })).offered).toEqual(['reopen'])
    expect(offeredActions(manager, event({})).offered).not.toContain('reopen')
  })

  it('limits moves of safety work to a week after the first day, others to the plant span', () => {
    expect(moveWindow(event({ risk: 2 }), '2026-11-24')).toEqual({ min: '2026-11-24', max: '2026-12-01' })
    expect(moveWindow(event({ risk: 5, maxSpanDays: 10 }), '2026-11-24').max).toBe('2026-12-04')
  })
})
