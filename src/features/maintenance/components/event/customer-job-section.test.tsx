// @vitest-environment jsdom

import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { workOrder } from '../../testing/work-order'
import { CustomerJobSection } from './customer-job-section'

// Lazy chunks (React.lazy) resolve in jsdom after findBy's 1 s default on a CI host busy with other
// steps; the waits poll, so 10 s only bounds a real failure.
configure({ asyncUtilTimeout: 10_000 })

const sent = vi.hoisted(() => ({ changes: [] as unknown[] }))

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({ user: { userId: 7, roles: [], preferences: [] } }),
}))
vi.mock('../../api/change-event', () => ({
  useChangeEvent: () => ({
    isPending: false,
    mutateAsync: async (input: unknown) => {
      sent.changes.push(input)
      return { outcome: 'queued' }
    },
  }),
}))

beforeAll(installDomShims)
afterEach(cleanup)

const operator = actorFromRoles(7, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'])
const withJob = workOrder({
  customer: 'Acme Foods',
  job: { name: 'Yoghurt lid', reference: 'J-77', grammage: 80.5, thickness: 50, width: 1200, material: 'PP' },
})

describe('the customer and job of a work order', () => {
  it('shows them, and says so when none are given', () => {
    renderUi(<CustomerJobSection event={withJob} work={undefined} actor={operator} />)
    expect(screen.getByText('Acme Foods')).toBeTruthy()
    expect(screen.getByText('J-77')).toBeTruthy()
    expect(screen.getByText('80.5 g/m²')).toBeTruthy()
    expect(screen.getByText('1,200 mm')).toBeTruthy()
    cleanup()
    // A work order kept on the device before they existed has neither field: none.
    const { customer: _c, job: _j, ...old } = workOrder()
    renderUi(<CustomerJobSection event={old as typeof withJob} work={undefined} actor={operator} />)
    expect(screen.getByText('No customer or job given.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add customer and job' })).toBeTruthy()
  })

  it('offers no edit on a work order not theirs', () => {
    renderUi(
      <CustomerJobSection event={workOrder({ operatorUserId: 99 })} work={undefined} actor={operator} />,
    )
    expect(screen.queryByRole('button', { name: /customer and job/ })).toBeNull()
  })

  it('checks the form, then queues the change with what was typed', async () => {
    renderUi(<CustomerJobSection event={withJob} work={undefined} actor={operator} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit customer and job' }))
    const width = await screen.findByRole('textbox', { name: 'Width' })
    fireEvent.change(width, { target: { value: 'wide' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Type a number, such as 80.5.')).toBeTruthy()
    expect(sent.changes).toEqual([])
    fireEvent.change(width, { target: { value: '1300,5' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer' }), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent.changes).toHaveLength(1))
    expect(sent.changes[0]).toMatchObject({
      event: { id: withJob.id },
      action: { kind: 'job', customer: null, job: { ...withJob.job, width: 1300.5 } },
    })
  })
})
