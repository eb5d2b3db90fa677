import { describe, expect, it } from 'vitest'
import type { ConfigMachine, Session } from '@/contract/session'
import { costingPlant, costingToday } from './costing-plant'

const machine = (id: number, plantId: number, hasJobCosting: boolean): ConfigMachine => ({
  id,
  hashCode: `h${id}`,
  name: `M${id}`,
  serialNumber: `S${id}`,
  machineLineName: 'FLEXO',
  consumableTypes: [],
  services: { hasJobCosting, hasOperationAnalytics: false },
  plant: { id: plantId, idOnGrafana: null, currency: 'EUR' },
})

const session = (machines: ConfigMachine[]) =>
  ({ userConfig: { currency: { code: 'EUR', symbol: '€' }, machines } }) as unknown as Pick<
    Session,
    'userConfig'
  >

describe('costingPlant', () => {
  it('is the plant of the first machine with job costing, with the user currency', () => {
    expect(costingPlant(session([machine(1, 5, false), machine(2, 8, true)]))).toEqual({
      plantId: 8,
      currency: { code: 'EUR', symbol: '€' },
    })
  })
  it("carries the plant's time zone from the session, for its today", () => {
    const zoned = {
      ...machine(1, 5, true),
      plant: { id: 5, idOnGrafana: null, currency: 'EUR', timeZone: 'Asia/Tokyo' },
    }
    const plant = costingPlant(session([zoned]))
    expect(plant?.timeZone).toBe('Asia/Tokyo')
    expect(costingToday(new Date('2026-03-04T16:30:00Z'), plant?.timeZone)).toBe('2026-03-05')
  })
  it('else the first machine plant, and none without machines', () => {
    expect(costingPlant(session([machine(1, 5, false)]))?.plantId).toBe(5)
    expect(costingPlant(session([]))).toBeNull()
  })
})

describe('costingToday', () => {
  it('is the day in the given zone', () => {
    const lateUtc = new Date('2026-03-04T23:30:00Z')
    expect(costingToday(lateUtc, 'Europe/Madrid')).toBe('2026-03-05')
    expect(costingToday(lateUtc, 'America/New_York')).toBe('2026-03-04')
  })
  it('uses the device zone when none is given', () => {
    expect(costingToday(new Date('2026-06-15T12:00:00Z'))).toMatch(/^2026-06-1[45]$/)
  })
})
