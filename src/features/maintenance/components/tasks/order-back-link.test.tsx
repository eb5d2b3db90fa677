// @vitest-environment jsdom

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installDomShims, renderUi } from '@/offline/testing/render'
import type { StopSearch } from '../../model/task-form'
import { OrderBackLink } from './order-back-link'

beforeAll(() => {
  installDomShims()
  window.scrollTo = () => {}
})
afterEach(cleanup)

/** The order form's back link at new-order, reached through `entries` (the last one is new-order). */
async function renderAt(entries: string[], stop: StopSearch) {
  const root = createRootRoute({ component: Outlet })
  const page = (text: string) => () => <p>{text}</p>
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/maintenance/tasks/new-order',
        component: () => <OrderBackLink stop={stop} />,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/maintenance/requests',
        component: page('Requests page'),
      }),
      createRoute({ getParentRoute: () => root, path: '/maintenance/tasks', component: page('Tasks page') }),
      createRoute({
        getParentRoute: () => root,
        path: '/plant-control',
        component: page('Plant control page'),
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [entries[0] as string] }),
  })
  await router.load()
  // Later entries as the user's own navigations, so the history knows where they came from.
  for (const entry of entries.slice(1)) await router.navigate({ to: entry })
  renderUi(<RouterProvider router={router} />)
  return router
}

const NEW_ORDER = '/maintenance/tasks/new-order'

describe("the corrective work order's back link", () => {
  it('leads to the work requests when the order answers one, not to the preventive tasks', async () => {
    await renderAt([NEW_ORDER], { workRequestId: 7 })
    const link = await screen.findByRole('link', { name: 'Work requests' })
    expect(link.getAttribute('href')).toBe('/maintenance/requests')
    expect(screen.queryByText('Preventive tasks')).toBeNull()
  })

  it('goes back where the user came from (plant control)', async () => {
    const router = await renderAt(['/plant-control', NEW_ORDER], { machineId: 3, description: 'Web break' })
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByText('Plant control page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/plant-control')
  })

  it('names the preventive tasks when the form was opened from its address', async () => {
    await renderAt([NEW_ORDER], {})
    const link = await screen.findByRole('link', { name: 'Preventive tasks' })
    expect(link.getAttribute('href')).toBe('/maintenance/tasks')
  })
})
