import { describe, expect, it } from 'vitest'
import type { MaintenanceEvent } from '@/contract/maintenance'
import { workOrder } from '../testing/work-order'
import { localDashboard, localEventPage } from './local-events'

const today = '2026-11-24'
let next = 0
const ev = (patch: Partial<MaintenanceEvent> = {}): MaintenanceEvent =>
  workOrder({ id: ++next, date: today, originalDate: today, ...patch })

const kept = [
  ev({ date: '2026-11-20' }), // outdated
  ev({ date: today, risk: 1 }),
  ev({ date: today, risk: 5, machineId: 2 }),
  ev({ date: '2026-11-26', state: 5, originalDate: today, postponeCount: 1 }), // postponed: open
  ev({ date: '2026-11-23', state: 2, durationMinutes: 20 }), // done
  ev({ date: '2026-11-22', state: 3 }), // cancelled
  ev({ date: '2026-12-01', frequency: 'monthly', assetId: 9 }),
]

describe('a list answered on the device', () => {
  it('reads the state codes as the server does: open today or later, done, cancelled, outdated', () => {
    const page = (states: string) =>
      localEventPage(kept, { maintenanceStates: states, limit: '50' }, today).results.map((e) => e.id)
    expect(page('1')).toEqual([kept[1].id, kept[2].id, kept[3].id, kept[6].id])
    expect(page('2')).toEqual([kept[4].id])
    expect(page('3')).toEqual([kept[5].id])
    expect(page('4')).toEqual([kept[0].id])
    const outdated = localEventPage(kept, { maintenanceStates: '4' }, today).results[0]
    expect(outdated.displayState).toBe(4)
  })

  it("applies the list's filters, order and paging", () => {
    const base = { maintenanceStates: '1,2,3,4' }
    expect(localEventPage(kept, { ...base, machines: '2' }, today).results.map((e) => e.id)).toEqual([
      kept[2].id,
    ])
    expect(localEventPage(kept, { ...base, assets: '9' }, today).total).toBe(1)
    expect(localEventPage(kept, { ...base, risks: '1,5' }, today).total).toBe(2)
    expect(localEventPage(kept, { ...base, maintenanceFrequencies: 'monthly' }, today).total).toBe(1)
    expect(
      localEventPage(kept, { ...base, initialDate: today, finalDate: today }, today).results.map((e) => e.id),
    ).toEqual([kept[1].id, kept[2].id])
    const byRisk = localEventPage(
      kept,
      { ...base, initialDate: today, finalDate: today, orderBy: '-risk' },
      today,
    )
    expect(byRisk.results.map((e) => e.risk)).toEqual([5, 1])
    // Highest first is level 1 (spec 001 §9); unclassified work (0) comes after every level either way.
    const withUnclassified = [...kept, ev({ date: today, risk: 0, machineId: 3 })]
    const day = { ...base, initialDate: today, finalDate: today }
    const riskiest = localEventPage(withUnclassified, { ...day, orderBy: 'risk' }, today)
    expect(riskiest.results.map((e) => e.risk)).toEqual([1, 5, 0])
    const lowest = localEventPage(withUnclassified, { ...day, orderBy: '-risk' }, today)
    expect(lowest.results.map((e) => e.risk)).toEqual([5, 1, 0])
    const paged = localEventPage(kept, { ...base, limit: '2', offset: '2', orderBy: 'date' }, today)
    expect(paged.total).toBe(7)
    expect(paged.results.map((e) => e.date)).toEqual(['2026-11-23', today])
  })

  it("orders 'next' as the server does: today, the coming days, then the past from the latest back", () => {
    const next = localEventPage(kept, { maintenanceStates: '1,2,3,4', orderBy: 'next' }, today)
    expect(next.results.map((e) => e.date)).toEqual([
      today,
      today,
      '2026-11-26',
      '2026-12-01',
      '2026-11-23',
      '2026-11-22',
      '2026-11-20',
    ])
  })
})

describe('the dashboard answered on the device', () => {
  it('counts by state and risk, due today and this week, and claims no weeks it does not know', () => {
    const d = localDashboard(kept, today)
    expect(d.today).toBe(today)
    expect(d.byState).toEqual({ open: 4, done: 1, cancelled: 1, outdated: 1 })
    expect(d.dueToday).toBe(2)
    expect(d.dueThisWeek).toBe(3)
    expect(d.byRisk.find((r) => r.risk === 3)).toEqual({ risk: 3, open: 2, outdated: 1 })
    expect(d.weeks).toEqual([])
  })
})
