// @vitest-environment jsdom

import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Toasts } from '@/components/toast'
import type { MaintenanceSettings } from '@/contract/maintenance'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { maintenanceKeys } from '../../api/maintenance-keys'
import { SettingsPage } from './settings-page'

const put = vi.fn()
vi.mock('@/lib/api/client', () => ({
  api: { put: (...args: unknown[]) => ({ json: () => put(...args) }) },
}))

beforeAll(() => {
  installDomShims()
  // The router restores scroll positions, which jsdom does not implement.
  window.scrollTo = () => {}
})
afterEach(cleanup)

const saved: MaintenanceSettings = { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, maxSpanDays: 30 }

/** The page at /settings of a memory router (its guard needs one), with the settings already read. */
function renderPage() {
  const root = createRootRoute({ component: () => <Outlet /> })
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/settings', component: SettingsPage }),
      createRoute({ getParentRoute: () => root, path: '/away', component: () => <p>Away</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/settings'] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(maintenanceKeys.settings(), saved)
  renderUi(
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>,
    queryClient,
  )
  return router
}

const save = () => screen.getByRole('button', { name: 'Save' })

describe('the maintenance settings page', () => {
  it('lists the weekdays Monday first with the working ones ticked', async () => {
    renderPage()
    await screen.findByRole('group', { name: 'Working days' })
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[]
    expect(boxes.map((b) => b.labels?.[0]?.textContent?.toLowerCase())).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true, true, true, false, false])
    expect((save() as HTMLButtonElement).disabled).toBe(true)
  })

  it('explains what is wrong instead of saving', async () => {
    renderPage()
    await screen.findByRole('group', { name: 'Working days' })
    for (const box of screen.getAllByRole('checkbox') as HTMLInputElement[]) {
      if (box.checked) fireEvent.click(box)
    }
    fireEvent.change(screen.getByLabelText('Working hours per day'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Maximum work-order span (days)'), { target: { value: '400' } })
    fireEvent.click(save())
    expect(await screen.findByText('Choose at least one working day.')).toBeTruthy()
    expect(screen.getByText('This field is required.')).toBeTruthy()
    expect(screen.getByText('Value out of range: 1 to 365 days.')).toBeTruthy()
    expect(put).not.toHaveBeenCalled()
  })

  it('asks before leaving with unsaved changes, and saves with a message', async () => {
    const router = renderPage()
    await screen.findByRole('group', { name: 'Working days' })
    const saturday = screen.getAllByRole('checkbox')[5]
    fireEvent.click(saturday)
    // The navigation waits on the dialog's answer: not awaited here.
    act(() => router.history.push('/away'))
    expect(await screen.findByText('Leave without saving?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull())
    expect(screen.queryByText('Away')).toBeNull()

    put.mockResolvedValueOnce({ ...saved, workingDays: [1, 2, 3, 4, 5, 6] })
    fireEvent.click(save())
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(put).toHaveBeenCalledWith('maintenance/settings', {
      json: { workingDays: [1, 2, 3, 4, 5, 6], hoursPerDay: 8, maxSpanDays: 30 },
    })
    // Saved: nothing left to lose, so leaving no longer asks.
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(true))
    act(() => router.history.push('/away'))
    expect(await screen.findByText('Away')).toBeTruthy()
  })

  it('says so when the save fails, and keeps the changes', async () => {
    renderPage()
    await screen.findByRole('group', { name: 'Working days' })
    fireEvent.click(screen.getAllByRole('checkbox')[6])
    put.mockRejectedValueOnce(new Error('network down'))
    fireEvent.click(save())
    expect(await screen.findByText(/The settings were not saved/)).toBeTruthy()
    expect((screen.getAllByRole('checkbox')[6] as HTMLInputElement).checked).toBe(true)
  })
})
