import { afterEach, describe, expect, it } from 'vitest'
import {
  deviceDiffersFromPlant,
  deviceZone,
  offsetAt,
  plantZone,
  sessionPlantZone,
  setPlantZone,
} from './plant-zone'

describe('the plant zone', () => {
  afterEach(() => setPlantZone(undefined))

  it('is the device zone until the session names one', () => {
    expect(plantZone()).toBe(deviceZone())
    setPlantZone('Asia/Tokyo')
    expect(plantZone()).toBe('Asia/Tokyo')
  })

  it('takes the zone most of the machines share', () => {
    const m = (timeZone?: string) => ({ plant: { timeZone } })
    expect(sessionPlantZone([])).toBeUndefined()
    expect(sessionPlantZone([m(), m()])).toBeUndefined()
    expect(sessionPlantZone([m('Europe/Madrid'), m('Asia/Tokyo'), m('Europe/Madrid'), m()])).toBe(
      'Europe/Madrid',
    )
  })

  it('knows the offsets across daylight saving, ahead and behind', () => {
    expect(offsetAt('Europe/Madrid', Date.UTC(2026, 2, 29, 0, 59))).toBe(60)
    expect(offsetAt('Europe/Madrid', Date.UTC(2026, 2, 29, 1, 0))).toBe(120)
    expect(offsetAt('America/New_York', Date.UTC(2026, 10, 1, 5, 59))).toBe(-240)
    expect(offsetAt('America/New_York', Date.UTC(2026, 10, 1, 6, 0))).toBe(-300)
    expect(offsetAt('Asia/Tokyo', Date.UTC(2026, 6, 1))).toBe(540)
  })

  it('says the device differs only when the clocks read differently', () => {
    expect(deviceDiffersFromPlant()).toBe(false)
    setPlantZone(deviceZone())
    expect(deviceDiffersFromPlant()).toBe(false)
    const device = deviceZone()
    setPlantZone(device === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati')
    expect(deviceDiffersFromPlant()).toBe(true)
  })
})

it('reads no zone from a partial session', () => {
  expect(sessionPlantZone(undefined)).toBeUndefined()
  expect(sessionPlantZone([{}])).toBeUndefined()
})
