// @vitest-environment jsdom

import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoutes } from '@/offline/testing/render-routes'
import type { StopSearch } from '../../model/task-form'
import { OrderBackLink } from './order-back-link'

afterEach(cleanup)

const NEW_ORDER = '/maintenance/tasks/new-order'

/** The order form's back link at new-order, reached through `before` (the user's earlier pages). */
function renderAt(before: string[], stop: StopSearch) {
  const page = (text: string) => () => <p>{text}</p>
  return renderRoutes(
    {
      [NEW_ORDER]: () => <OrderBackLink stop={stop} />,
      '/maintenance/requests': page('Requests page'),
      '/maintenance/tasks': page('Tasks page'),
      '/plant-control': page('Plant control page'),
    },
    [...before, NEW_ORDER],
  )
}

describe("the corrective work order's back link", () => {
  it('leads to the work requests when the order answers one, not to the preventive tasks', async () => {
    await renderAt([], { workRequestId: 7 })
    const link = await screen.findByRole('link', { name: 'Work requests' })
    expect(link.getAttribute('href')).toBe('/maintenance/requests')
    expect(screen.queryByText('Preventive tasks')).toBeNull()
  })

  it('goes back where the user came from (plant control)', async () => {
    const router = await renderAt(['/plant-control'], { machineId: 3, description: 'Web break' })
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByText('Plant control page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/plant-control')
  })

  it('names the preventive tasks when the form was opened from its address', async () => {
    await renderAt([], {})
    const link = await screen.findByRole('link', { name: 'Preventive tasks' })
    expect(link.getAttribute('href')).toBe('/maintenance/tasks')
  })
})
