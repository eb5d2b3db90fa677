import { describe, expect, it } from 'vitest'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { moveWindow, offeredActions } from './event-actions'

const event = (patch: Partial<MaintenanceEventDetail>): MaintenanceEventDetail => ({
  id: 1,
  taskId: 1,
  taskName: 'Clean anilox',
  type: 'clean',
  condition: 'stopped',
  frequency: 'weekly',
  risk: 3,
  machineId: 1,
  machineName: 'Flexo 1',
  assetId: null,
  assetName: null,
  operatorUserId: 7,
  operatorName: 'Op',
  state: 1,
  displayState: 1,
  date: '2026-11-24',
  originalDate: '2026-11-24',
  postponeCount: 0,
  durationMinutes: null,
  notes: null,
  version: 1,
  hasInstructions: false,
  description: null,
  reason: null,
  provider: null,
  plannedMinutes: 30,
  instructions: null,
  images: [],
  history: [],
  doneAt: null,
  doneByName: null,
  maxSpanDays: 30,
  ...patch,
})

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
