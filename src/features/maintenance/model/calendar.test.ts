import { describe, expect, it } from 'vitest'
import type { MaintenanceEvent } from '@/contract/maintenance'
import { eventFacts } from '@/contract/maintenance'
import { actorFromRoles, checkAction } from '@/contract/maintenance-rules'
import { workOrder } from '../testing/work-order'
import { canMove, dropAction, gridDays, shiftAnchor } from './calendar'

const ev = (patch: Partial<MaintenanceEvent> = {}): MaintenanceEvent =>
  workOrder({
    taskName: 'Grease bearings',
    type: 'grease',
    frequency: 'monthly',
    machineName: 'Flexo',
    operatorUserId: 9,
    date: '2026-11-26',
    originalDate: '2026-11-26',
    version: 3,
    ...patch,
  })

const manager = actorFromRoles(2, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER'])
const operator = actorFromRoles(9, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'])

describe('the maintenance calendar', () => {
  it('shows whole weeks, Monday first', () => {
    const month = gridDays('month', '2026-11-24')
    expect(month[0]).toBe('2026-10-26')
    expect(month.at(-1)).toBe('2026-12-06')
    expect(month.length % 7).toBe(0)
    expect(gridDays('week', '2026-11-24')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(gridDays('month', '2027-02-10')).toHaveLength(28)
  })

  it('moves by month and by week', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01')
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01')
    expect(shiftAnchor('week', '2026-11-24', 1)).toBe('2026-12-01')
  })

  it('turns a drop into the rules: later postpones, earlier reschedules, the past is refused', () => {
    const event = ev({})
    expect(dropAction(manager, event, '2026-11-30')).toEqual({ kind: 'postpone', to: '2026-11-30' })
    expect(dropAction(manager, event, '2026-11-25')).toEqual({ kind: 'reschedule', to: '2026-11-25' })
    const past = checkAction(
      manager,
      eventFacts(event),
      dropAction(manager, event, '2026-11-20'),
      '2026-11-24',
    )
    expect(past).toEqual({ ok: false, reason: 'DATE_IN_PAST' })
  })

  it('lets nobody drag closed work, and an operator not safety work', () => {
    expect(canMove(manager, ev({ state: 2 }))).toBe(false)
    expect(canMove(operator, ev({ risk: 1 }))).toBe(false)
    expect(canMove(manager, ev({ risk: 1 }))).toBe(true)
  })
})
