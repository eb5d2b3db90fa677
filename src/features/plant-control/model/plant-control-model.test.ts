import { describe, expect, it } from 'vitest'
import { monitoringRecord } from '@/lib/production/testing/monitoring-record'
import { gridColumns } from './grid-columns'
import { parseListColumns } from './list-columns'
import { applyMachineFilter, machineLinesOf } from './machine-filter'
import { FAST_ANIMATION_MS, progressAnimationMs, SLOW_ANIMATION_MS } from './progress-animation'
import { parseViewType } from './view-type'

describe('gridColumns', () => {
  it('gives 1, 2, 2, 3 or 4 cards a row by width', () => {
    expect([360, 609, 610, 767, 768, 991, 992, 1199, 1200, 1920].map(gridColumns)).toEqual([
      1, 1, 2, 2, 2, 2, 3, 3, 4, 4,
    ])
  })

  it('fits the cards of 274 px with 16 px gaps beside 32 px of padding', () => {
    for (const width of [610, 768, 992, 1200]) {
      const n = gridColumns(width)
      expect(n * 274 + (n - 1) * 16 + 32).toBeLessThanOrEqual(width)
    }
  })
})

describe('progressAnimationMs', () => {
  it('is 6.5 s for close updates and 1 s when they arrive more than 20 s apart', () => {
    expect(progressAnimationMs(0, 1_000)).toBe(SLOW_ANIMATION_MS)
    expect(progressAnimationMs(1_000, 21_000)).toBe(SLOW_ANIMATION_MS)
    expect(progressAnimationMs(1_000, 21_001)).toBe(FAST_ANIMATION_MS)
    expect(progressAnimationMs(1_000, 61_000)).toBe(FAST_ANIMATION_MS)
    expect(SLOW_ANIMATION_MS).toBe(6_500)
    expect(FAST_ANIMATION_MS).toBe(1_000)
  })
})

describe('machine line filter', () => {
  const machines = [
    monitoringRecord({ machineId: 1, machineLineId: 2, machineLineName: 'ROTO' }),
    monitoringRecord({ machineId: 2, machineLineId: 1, machineLineName: 'FLEXO' }),
    monitoringRecord({ machineId: 3, machineLineId: 2, machineLineName: 'ROTO' }),
  ]

  it('derives the lines de-duplicated by id', () => {
    expect(machineLinesOf(machines)).toEqual([
      { id: 1, name: 'FLEXO' },
      { id: 2, name: 'ROTO' },
    ])
  })

  it('keeps the machines whose attribute matches the name/value pair', () => {
    expect(applyMachineFilter(machines, { name: 'machineLineId', value: 2 }).map((m) => m.machineId)).toEqual(
      [1, 3],
    )
    expect(applyMachineFilter(machines, null)).toHaveLength(3)
    expect(applyMachineFilter(machines, { name: 'machineLineId', value: 9 })).toEqual([])
  })
})

describe('stored choices', () => {
  it('falls back to grid for an unknown view type', () => {
    expect(parseViewType('list')).toBe('list')
    expect(parseViewType('table')).toBe('grid')
    expect(parseViewType(null)).toBe('grid')
  })

  it('falls back per column for unknown list columns', () => {
    expect(parseListColumns({ reference: 'job', time: 'nope' })).toEqual({
      reference: 'job',
      time: 'start',
      meters: 'meters',
    })
    expect(parseListColumns('garbage')).toEqual({ reference: 'order', time: 'start', meters: 'meters' })
  })
})

describe('request maintenance from a stop', () => {
  it('is offered for inactivity and mechanical change only, with the stop', async () => {
    const { maintenanceRequest } = await import('./maintenance-request')
    const view = (state: number, extra: Record<string, unknown> = {}) =>
      ({
        record: { machineId: 7, inactivityDescription: 'Web break', ...extra },
        effective: { state },
        stateSince: '2026-11-24T08:00:00Z',
      }) as unknown as Parameters<typeof maintenanceRequest>[0]
    expect(maintenanceRequest(view(4))).toEqual({
      machineId: 7,
      description: 'Web break',
      reasonCode: null,
      kind: 'inactivity',
      stopStart: '2026-11-24T08:00:00Z',
      onCard: true,
    })
    expect(maintenanceRequest(view(1))?.kind).toBe('mechanical-change')
    expect(maintenanceRequest(view(1))?.description).toBeNull()
    expect(maintenanceRequest(view(3))).toBeNull()
    expect(maintenanceRequest(view(5))).toBeNull()
  })

  it('is on the card for a fault or an uncoded stop, not for a planned changeover (issue 29 item 6)', async () => {
    const { maintenanceRequest } = await import('./maintenance-request')
    const view = (state: number, extra: Record<string, unknown> = {}) =>
      ({
        record: {
          machineId: 7,
          inactivityDescription: 'Stop',
          inactivityReasonCode: null,
          stopCategory: null,
          ...extra,
        },
        effective: { state },
        stateSince: '2026-11-24T08:00:00Z',
      }) as unknown as Parameters<typeof maintenanceRequest>[0]
    const plates = maintenanceRequest(
      view(4, { inactivityReasonCode: 'plate_change', stopCategory: 'changeover' }),
    )
    expect(plates).toMatchObject({ reasonCode: 'plate_change', onCard: false })
    expect(maintenanceRequest(view(4, { stopCategory: 'planned' }))?.onCard).toBe(false)
    expect(maintenanceRequest(view(4, { stopCategory: 'waiting' }))?.onCard).toBe(false)
    expect(maintenanceRequest(view(4, { stopCategory: 'unplanned' }))?.onCard).toBe(true)
    expect(maintenanceRequest(view(4))?.onCard).toBe(true)
    // A mechanical change is a planned changeover: the machine's menu still offers it.
    expect(maintenanceRequest(view(1))).toMatchObject({ kind: 'mechanical-change', onCard: false })
  })
})
