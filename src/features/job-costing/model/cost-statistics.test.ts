import { describe, expect, it } from 'vitest'
import type { ConsumableType, CostStatisticsRow } from '@/contract/job-costing'
import { barTone, perSquareMeter, recalculationCounts, typeStatistics } from './cost-statistics'

const type = (id: number, isEnabled = true): ConsumableType => ({
  id,
  name: `Type ${id}`,
  category: 'energy',
  unit: id === 1 ? 'kW' : 'lts',
  isEnabled,
  timeSliced: false,
})

const row = (
  typeId: number,
  label: string,
  cost: number,
  patch: Partial<CostStatisticsRow> = {},
): CostStatisticsRow => ({
  consumableTypeId: typeId,
  label,
  consumption: cost * 2,
  cost,
  squareMeters: 400,
  meter: 1000,
  recalculate: false,
  ...patch,
})

const catalogue = new Map([1, 4, 6].map((id) => [id, type(id, id !== 6)]))

describe('typeStatistics', () => {
  it('sorts bars by period, highlights the last one and summarises it', () => {
    const [energy] = typeStatistics(
      [row(1, '2026-03-01', 30), row(1, '2026-01-01', 10), row(1, '2026-02-01', 20)],
      { machineTypeIds: [1], catalogue, activeTypeIds: new Set([1]) },
    )
    expect(energy.bars.map((b) => b.label)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01'])
    expect(energy.bars.map((b) => b.tone)).toEqual(['normal', 'normal', 'selected'])
    expect(energy.summary).toEqual({
      label: '2026-03-01',
      consumption: 60,
      consumptionPerSquareMeter: 0.15,
      squareMeters: 400,
      cost: 30,
      costPerSquareMeter: 0.075,
      recalculate: false,
    })
    expect(energy.average).toBe(20)
    expect(energy.type).toEqual({ id: 1, name: 'Type 1', unit: 'kW' })
    expect(energy.active).toBe(true)
  })

  it('colours a bar waiting for recalculation red, the last one included', () => {
    const [t] = typeStatistics(
      [row(4, '2026-01-01', 1, { recalculate: true }), row(4, '2026-02-01', 2, { recalculate: true })],
      { machineTypeIds: [4], catalogue, activeTypeIds: new Set([4]) },
    )
    expect(t.bars.map((b) => b.tone)).toEqual(['recalculate', 'recalculate'])
    expect(t.summary?.recalculate).toBe(true)
  })

  it('lists every machine type by id, dims the inactive ones, and keeps types only the answer has', () => {
    const list = typeStatistics([row(9, '2026-01-01', 5)], {
      machineTypeIds: [6, 4, 1],
      catalogue,
      activeTypeIds: new Set([1, 6]),
    })
    expect(list.map((t) => [t.typeId, t.active, t.bars.length])).toEqual([
      [1, true, 0],
      [4, false, 0], // not enabled for the plant
      [6, false, 0], // disabled in the catalogue
      [9, false, 1], // not in the catalogue at all
    ])
    expect(list[0].summary).toBeNull()
    expect(list[0].average).toBeNull()
    expect(list[3].type).toBeNull()
  })

  it('has no per-m² figure for a period without area', () => {
    const [t] = typeStatistics([row(1, '2026-01-01', 5, { squareMeters: 0 })], {
      machineTypeIds: [1],
      catalogue,
      activeTypeIds: new Set([1]),
    })
    expect(t.summary?.costPerSquareMeter).toBeNull()
    expect(t.summary?.consumptionPerSquareMeter).toBeNull()
  })
})

describe('barTone and perSquareMeter', () => {
  it('follows §9: recalculation red, then the selected period, else normal', () => {
    expect(barTone(true, true)).toBe('recalculate')
    expect(barTone(false, true)).toBe('selected')
    expect(barTone(false, false)).toBe('normal')
  })
  it('divides by the area only when there is one', () => {
    expect(perSquareMeter(3, 2)).toBe(1.5)
    expect(perSquareMeter(3, 0)).toBeNull()
  })
})

describe('recalculationCounts', () => {
  it('counts the run: done of done plus waiting, only while it runs', () => {
    expect(recalculationCounts({ running: true, done: 120, pending: 680 })).toEqual({ done: 120, total: 800 })
    expect(recalculationCounts({ running: false, done: 800, pending: 0 })).toBeNull()
  })
})
