// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MachineCosts, MachineOrderConsumptions, PlantCosts } from '@/contract/order-detail'
import { defaultUnitPreferences, type UnitPreferences } from '@/lib/format/unit-preferences'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { MachineCostsPanel, PlantCostsPanel } from './cost-panels'

const plant: PlantCosts = {
  squareMeters: 1200,
  lines: [
    {
      consumableTypeId: 3,
      name: 'Material',
      category: 'material',
      unit: 'Kg',
      consumption: 84,
      cost: 210,
      price: 2.5,
      consumptionPerSquareMeter: 0.07,
      costPerSquareMeter: 0.175,
    },
  ],
  inkGroups: [],
  total: 210,
  totalPerSquareMeter: 0.175,
  totals: {
    used: { cost: 210, meters: 4000, weight: 84 },
    clean: { cost: 189, meters: 3600, weight: 75.6 },
    waste: { cost: 21, meters: 400, weight: 8.4 },
  },
}
const imperial: UnitPreferences = { ...defaultUnitPreferences, length: 'ft', speed: 'ft/min' }

describe('PlantCostsPanel: totals used, clean and waste', () => {
  beforeAll(installDomShims)

  it("shows each total's length in the user's unit, its weight and its cost", () => {
    renderUi(<PlantCostsPanel costs={plant} prefs={imperial} currency="€" />)
    const table = screen.getByRole('table', { name: 'Used, clean and waste' })
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement
    // 4,000 m is 13,123 ft; weights in kg; costs with the currency.
    expect(row('Used').textContent).toContain('13,123 ft')
    expect(row('Used').textContent).toContain('84.0 kg')
    expect(row('Used').textContent).toContain('210.00 €')
    expect(row('Clean').textContent).toContain('11,811 ft')
    expect(row('Clean').textContent).toContain('75.6 kg')
    expect(row('Waste').textContent).toContain('1,312 ft')
    expect(row('Waste').textContent).toContain('21.00 €')
  })

  it('writes meters for a metric user, with their separators', () => {
    const prefs: UnitPreferences = {
      ...defaultUnitPreferences,
      decimalSeparator: ',',
      thousandsSeparator: '.',
    }
    renderUi(<PlantCostsPanel costs={plant} prefs={prefs} currency="€" />)
    const table = screen.getAllByRole('table', { name: 'Used, clean and waste' }).at(-1) as HTMLElement
    const used = within(table).getByRole('rowheader', { name: 'Used' }).closest('tr') as HTMLElement
    expect(used.textContent).toContain('4.000 m')
    expect(used.textContent).toContain('84,0 kg')
  })
})

describe('MachineCostsPanel: what the order used beside each cost', () => {
  beforeAll(installDomShims)

  const costs: NonNullable<MachineCosts> = {
    lines: [
      { key: 'amortization', cost: 121.6 },
      { key: 'scraper', cost: 4.2 },
      { key: 'splicingTape', cost: 8.4 },
      { key: 'cliche', cost: 30 },
      { key: 'stamp', cost: 0 },
    ],
    total: 164.2,
  }
  const consumptions: MachineOrderConsumptions = {
    lines: [
      { key: 'amortization', quantity: 3.2, unit: 'hours' },
      { key: 'scraper', quantity: 4000, unit: 'meters' },
      { key: 'splicingTape', quantity: 14, unit: 'rolls' },
      { key: 'cliche', quantity: 1, unit: 'orders' },
      { key: 'stamp', quantity: 4000, unit: 'meters' },
    ],
  }

  it('gives hours, meters, rolls and once per order; lines of 0 stay out', () => {
    renderUi(
      <MachineCostsPanel
        costs={costs}
        consumptions={consumptions}
        prefs={defaultUnitPreferences}
        currency="€"
      />,
    )
    const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement
    expect(row('Amortization').textContent).toContain('3 h 12 min')
    expect(row('Scraper').textContent).toContain('4,000 m')
    expect(row('Splicing tape').textContent).toContain('Rolls: 14')
    expect(row('Cliché').textContent).toContain('Once per order')
    expect(screen.queryByRole('cell', { name: 'Stamp' })).toBeNull()
  })

  it('shows the costs alone while the quantities are not in', () => {
    renderUi(
      <MachineCostsPanel
        costs={costs}
        consumptions={undefined}
        prefs={defaultUnitPreferences}
        currency="€"
      />,
    )
    const rows = screen.getAllByRole('cell', { name: 'Amortization' })
    const row = rows.at(-1)?.closest('tr') as HTMLElement
    expect(row.textContent).toBe('Amortization121.60 €')
  })
})
