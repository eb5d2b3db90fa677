// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrderHistogram } from '@/contract/order-detail'
import { defaultUnitPreferences } from '@/lib/format/unit-preferences'
import { installDomShims, renderUi } from '@/offline/testing/render'
import SpeedHistogram from './speed-histogram'

const MIN = 60_000
const t0 = Date.UTC(2026, 10, 18, 8)
const histogram = (tagValues: OrderHistogram['tagValues']): OrderHistogram => ({
  dataInit: t0,
  dataFi: t0 + 20 * MIN,
  speeds: Array.from({ length: 21 }, (_, k) => [t0 + k * MIN, k < 10 ? 60 : 240] as [number, number]),
  sampleCount: 21,
  maxSpeed: 300,
  median: 240,
  metersTotal: 3000,
  states: { CM: [], AA: [], EG: [] },
  rolls: [],
  inactivities: [],
  powerOffs: [],
  operators: [],
  tasks: [],
  setPoints: [
    { start: t0, end: t0 + 10 * MIN, speed: 80 },
    { start: t0 + 10 * MIN, end: t0 + 20 * MIN, speed: 250 },
  ],
  productivity: [{ start: t0, end: t0 + 20 * MIN, percent: 45 }],
  tagValues,
})
const draw = (h: OrderHistogram) =>
  renderUi(
    <SpeedHistogram histogram={h} prefs={defaultUnitPreferences} selection={null} onSelect={() => {}} />,
  )

describe('SpeedHistogram: set points, productivity and tag values', () => {
  beforeAll(installDomShims)

  it('draws the set point and productivity with their toggles on; no tag-values toggle without them', () => {
    draw(histogram(null))
    expect(screen.getByRole('checkbox', { name: 'Speed set points' })).toHaveProperty('checked', true)
    expect(screen.getByRole('checkbox', { name: 'Productivity' })).toHaveProperty('checked', true)
    expect(screen.queryByRole('checkbox', { name: 'Tag values' })).toBeNull()
    expect(screen.getByTestId('histogram-set-points').getAttribute('d')).toMatch(/^M.*L.*L.*L/)
    expect(screen.getByTestId('histogram-productivity').querySelectorAll('rect')).toHaveLength(1)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Speed set points' }))
    expect(screen.queryByTestId('histogram-set-points')).toBeNull()
  })

  it("gives a technician's answer a tag-values toggle, off at first, that shows a lane per tag", () => {
    draw(
      histogram([
        { tag: 'Rew_Tension', unit: 'N', points: [[t0 + 11 * MIN, 220]] },
        { tag: 'Dryer_Temperature', unit: '°C', points: [[t0 + 11 * MIN, 62]] },
      ]),
    )
    const toggle = screen.getByRole('checkbox', { name: 'Tag values' })
    expect(toggle).toHaveProperty('checked', false)
    expect(screen.queryByTestId('histogram-tag-values')).toBeNull()
    fireEvent.click(toggle)
    const lanes = screen.getByTestId('histogram-tag-values')
    expect(lanes.getAttribute('aria-label')).toContain('Rew_Tension, Dryer_Temperature')
    expect(lanes.textContent).toContain('Rew_Tension (N)')
    expect(lanes.textContent).toContain('Dryer_Temperature (°C)')
  })
})
