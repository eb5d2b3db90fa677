// @vitest-environment jsdom

import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deviceZone, setPlantZone } from '@/lib/time/plant-zone'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { PlantZoneNote } from './plant-zone-note'

/** A zone whose clock never reads like the device's (the two ends of the date line). */
const elsewhere = () => (deviceZone() === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati')

beforeAll(installDomShims)
afterEach(() => {
  cleanup()
  setPlantZone(undefined)
})

describe('the note naming the zone of the times', () => {
  it('says nothing while the plant zone is unknown or reads like the device', () => {
    renderUi(<PlantZoneNote />)
    expect(screen.queryByTestId('plant-zone-note')).toBeNull()
    cleanup()
    setPlantZone(deviceZone())
    renderUi(<PlantZoneNote />)
    expect(screen.queryByTestId('plant-zone-note')).toBeNull()
  })

  it("names the plant's zone when the device is elsewhere", () => {
    setPlantZone(elsewhere())
    renderUi(<PlantZoneNote />)
    expect(screen.getByTestId('plant-zone-note').textContent).toBe(`Times in plant time (${elsewhere()})`)
  })

  it('names a zone it is given (the line-side display), whatever the session says', () => {
    renderUi(<PlantZoneNote zone={elsewhere()} />)
    expect(screen.getByTestId('plant-zone-note').textContent).toContain(elsewhere())
    cleanup()
    renderUi(<PlantZoneNote zone="Not/AZone" />)
    expect(screen.queryByTestId('plant-zone-note')).toBeNull()
  })
})
