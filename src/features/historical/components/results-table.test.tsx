// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { HistoricRow } from '@/contract/historic'
import { defaultUnitPreferences, type UnitPreferences } from '@/lib/format/unit-preferences'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { defaultColumnChoices } from '../model/columns'
import { ResultsTable } from './results-table'

// Lazy chunks (React.lazy) resolve in jsdom after findBy's 1 s default on a CI host busy with other
// steps; the waits poll, so 10 s only bounds a real failure.
configure({ asyncUtilTimeout: 10_000 })

const row: HistoricRow = {
  id: 1,
  machine: 'Flexo 8',
  machineLine: 'FLEXO',
  machineHashCode: 'abc',
  idM: 7,
  insertTimestamp: 1700000000,
  reference: 'PO-77',
  job: 'Film a',
  customer: 'Acme',
  operator: 'Ana',
  material: 'PET',
  width: 500,
  format: 600,
  numColor: 8,
  dateStart: '2026-03-01T08:00:00Z',
  dateFinish: null,
  duration: 3600,
  speedTotal: 250,
  speedTurning: 300,
  wasteMeter: 100,
  cleanMeter: 900,
  totalMeter: 1000,
  numRoll: 3,
  progress: 95.5,
  poCost: 120,
  poCostSurface: 0.01,
}
const imperial: UnitPreferences = { ...defaultUnitPreferences, length: 'ft', speed: 'ft/min', width: 'in' }

beforeAll(installDomShims)
afterEach(cleanup)

function renderTable(showCosts: boolean, phone: boolean) {
  const page = () => (
    <ResultsTable
      rows={[row]}
      prefs={imperial}
      currency="€"
      choices={{ ...defaultColumnChoices, material: 'width' }}
      onChoose={() => {}}
      flexoOrOffset
      showCosts={showCosts}
      phone={phone}
    />
  )
  const root = createRootRoute({ component: () => <Outlet /> })
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: page }),
      createRoute({
        getParentRoute: () => root,
        path: '/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp',
        component: () => <p>order detail</p>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderUi(<RouterProvider router={router} />)
  return router
}

describe('the historical results', () => {
  it('gives a phone a card per order with every column named', async () => {
    renderTable(true, true)
    const cards = await screen.findByRole('list')
    const card = within(cards).getByRole('listitem')
    for (const [label, value] of [
      ['Reference', 'PO-77'],
      ['Width', '19.69 in'],
      ['Average speed', '820 ft/min'],
      ['Total meters', '3,281 ft'],
      ['Progress', '95.5%'],
      ['Total cost', '120'],
    ]) {
      expect(within(card).getByText(label)).toBeTruthy()
      expect(within(card).getAllByText(value, { exact: false }).length).toBeGreaterThan(0)
    }
    // The column choices stay reachable above the cards.
    expect(within(screen.getByRole('group', { name: 'Fields shown' })).getAllByRole('button')).toHaveLength(7)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('gives a wider screen the table with every column', async () => {
    renderTable(true, false)
    const table = await screen.findByRole('table')
    expect(screen.queryByRole('list')).toBeNull()
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8)
    expect(within(table).getByText('19.69 in')).toBeTruthy()
  })

  it('leaves the cost out without the right, and opens the order from a card', async () => {
    const router = renderTable(false, true)
    const card = within(await screen.findByRole('list')).getByRole('listitem')
    expect(within(card).queryByText('Total cost')).toBeNull()
    fireEvent.click(within(card).getByText('PO-77'))
    await screen.findByText('order detail')
    expect(router.state.location.pathname).toBe('/machine-control/abc/7/1700000000')
  })
})
