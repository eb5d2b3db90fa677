// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultUnitPreferences } from '@/lib/format/unit-preferences'
import { installDomShims, renderUi } from '@/offline/testing/render'
import type { CostBar, TypeStatistics } from '../../model/cost-statistics'
import CostBarChart from './cost-bar-chart'

const bar = (i: number): CostBar => ({
  label: `2026-11-${String(i + 1).padStart(2, '0')}`,
  cost: 10 + i,
  consumption: 2,
  squareMeters: 100,
  recalculate: false,
  tone: 'normal',
})
const stats = (bars: number): TypeStatistics => ({
  typeId: 2,
  type: { id: 2, name: 'Ink', unit: 'Kg' },
  active: true,
  bars: Array.from({ length: bars }, (_, i) => bar(i)),
  summary: null,
  average: 12,
})

/** The chart root's height as Mantine writes a numeric `h`: rem of 16 px, scaled. */
const heightOf = () => {
  const root = screen.getByTestId('cost-chart').firstElementChild as HTMLElement
  const match = /calc\(([\d.]+)rem/.exec(root.style.height)
  return match ? Number(match[1]) * 16 : Number.NaN
}

describe('CostBarChart height (spec 002 §9: columns 80 high)', () => {
  beforeAll(installDomShims)

  it('gives the columns 80 px: with straight labels the chart is 80 + 16 of margins + a 30 px axis', () => {
    const view = renderUi(
      <CostBarChart
        stats={stats(5)}
        currency={{ code: 'EUR', symbol: '€' }}
        prefs={defaultUnitPreferences}
        periodName={(d) => d}
        tourAnchor={false}
      />,
    )
    expect(heightOf()).toBe(80 + 16 + 30)
    view.unmount()
  })

  it('keeps the columns 80 px high when turned labels need a 64 px axis', () => {
    const view = renderUi(
      <CostBarChart
        stats={stats(20)}
        currency={{ code: 'EUR', symbol: '€' }}
        prefs={defaultUnitPreferences}
        periodName={(d) => d}
        tourAnchor={false}
      />,
    )
    expect(heightOf()).toBe(80 + 16 + 64)
    view.unmount()
  })
})
