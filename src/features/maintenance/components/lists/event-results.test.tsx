// @vitest-environment jsdom

import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MaintenanceEvent } from '@/contract/maintenance'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { workOrder as fixture } from '../../testing/work-order'
import { EventResults } from './event-results'

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({ user: { userId: 7, roles: [], preferences: [] } }),
}))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => () => undefined }))
vi.mock('@/components/anchor-link', () => ({
  AnchorLink: ({ children }: { children: React.ReactNode }) => <a href="/">{children}</a>,
}))
vi.mock('../pending/use-shown-events', () => ({
  useShownEvents: (events: MaintenanceEvent[]) => ({ shown: events, pending: new Map() }),
}))

beforeAll(installDomShims)
afterEach(cleanup)

const none = { meters: null, hours: null, orders: null, days: null }
const workOrder = (patch: Partial<MaintenanceEvent>) =>
  fixture({ taskName: 'Replace doctor blades', frequency: 'none', usage: null, ...patch })

describe('the work order lists’ recurrence (issue 44)', () => {
  it('labels a work order a usage crossing planned by its task’s thresholds, not “One-off”', () => {
    renderUi(
      <EventResults
        events={[
          workOrder({ id: 1, usage: { ...none, meters: 50_000 } }),
          workOrder({
            id: 2,
            taskName: 'Clean anilox rolls',
            usage: { ...none, meters: 3_000_000, orders: 60 },
          }),
          workOrder({ id: 3, taskName: 'Check guards', frequency: 'weekly', usage: { ...none, hours: 400 } }),
          workOrder({ id: 4, taskName: 'Fix the unwinder' }),
        ]}
      />,
    )
    // The table (wide screens) and the cards (phones) both say it.
    expect(screen.getAllByText('Every 50,000 m')).toHaveLength(1)
    expect(screen.getAllByText(/Every 50,000 m$/)).toHaveLength(2)
    expect(screen.getAllByText(/Every 3,000,000 m or 60 orders$/)).toHaveLength(2)
    expect(screen.getAllByText(/Weekly, or every 400 h$/)).toHaveLength(2)
    // A one-off task's work order stays "One-off".
    expect(screen.getAllByText(/One-off$/)).toHaveLength(2)
  })
})
