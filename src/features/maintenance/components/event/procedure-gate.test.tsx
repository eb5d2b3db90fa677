// @vitest-environment jsdom

import { cleanup, configure, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { Procedure } from '@/contract/maintenance-procedures'
import { installDomShims, renderUi } from '@/offline/testing/render'
import type { PendingWork } from '../../model/pending-changes'
import { FIXTURE_DAY, workOrder } from '../../testing/work-order'
import { EventDetailPage } from './event-detail-page'

// The procedure is a lazy chunk: the waits poll for it.
configure({ asyncUtilTimeout: 10_000 })

const state = vi.hoisted(() => ({
  event: null as unknown as MaintenanceEventDetail,
  work: new Map<number, PendingWork>(),
}))

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({
    user: {
      userId: 7,
      user: 'Tech',
      username: 'tech',
      roles: [{ name: 'ROLE_USER' }, { name: 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR' }],
      preferences: [],
    },
  }),
}))
vi.mock('@/offline/online-status', () => ({ useOnlineState: () => ({ online: true }) }))
vi.mock('@/components/anchor-link', () => ({ AnchorLink: ({ children }: { children: unknown }) => children }))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => async () => {} }))
vi.mock('../../api/get-event', () => ({
  useEventDetail: () => ({ data: state.event, dataUpdatedAt: 0, isError: false, fetchStatus: 'idle' }),
}))
vi.mock('../../api/work-order-store', () => ({ dataAge: () => 0 }))
vi.mock('../../api/get-dashboard', () => ({ useDashboard: () => ({ data: { today: FIXTURE_DAY } }) }))
vi.mock('../../api/queue-event-work', () => ({ usePendingMaintenanceWork: () => state.work }))
vi.mock('../../api/change-event', () => ({
  useChangeEvent: () => ({ isPending: false, mutateAsync: vi.fn() }),
}))
vi.mock('../../api/answer-step', () => ({
  useAnswerStep: () => ({ isPending: false, mutateAsync: vi.fn() }),
}))
vi.mock('../../api/upload-event-image', () => ({
  useAddEventPhotos: () => ({ isPending: false, mutate: vi.fn() }),
}))
vi.mock('../../api/step-photo', () => ({ usePendingPhotoUrl: () => null, stepPhotoFile: async () => null }))

beforeAll(installDomShims)
afterEach(cleanup)

const procedure: Procedure = {
  steps: [
    { id: 'a', kind: 'check', title: 'Guard closed', required: true },
    { id: 'b', kind: 'check', title: 'Curtain tested', required: true },
    { id: 'c', kind: 'text', title: 'Remarks', required: false },
  ],
}
const answered = (stepId: string) => ({
  stepId,
  value: { kind: 'check' as const, result: 'pass' as const },
  answeredBy: 'Ana',
  answeredAt: '2026-11-24T08:00:00Z',
  outOfLimits: false,
})
const markDone = () => screen.getByRole('button', { name: 'Mark done' }) as HTMLButtonElement

describe('"Mark done" on a work order with a procedure', () => {
  it('waits for every required step, saying how many are left', async () => {
    state.event = workOrder({ procedure, answers: [] })
    state.work = new Map()
    renderUi(<EventDetailPage id={1} />)
    expect(await screen.findByTestId('procedure')).toBeTruthy()
    expect(markDone().disabled).toBe(true)
    expect(screen.getByTestId('steps-left').textContent).toBe('2 required steps left')
  })

  it("counts this device's answers not sent yet, and is offered once none is left", async () => {
    state.event = workOrder({ procedure, answers: [answered('a')] })
    state.work = new Map([
      [
        1,
        {
          changes: [
            {
              commandId: 'x',
              change: {
                version: 1,
                action: { kind: 'answer', stepId: 'b', value: { kind: 'check', result: 'na' } },
              },
              status: 'waiting',
            },
          ],
          photos: 0,
          commandIds: ['x'],
        },
      ],
    ])
    renderUi(<EventDetailPage id={1} />)
    expect(await screen.findByText('Every required step answered')).toBeTruthy()
    expect(markDone().disabled).toBe(false)
    expect(screen.queryByTestId('steps-left')).toBeNull()
  })

  it('is offered as before on a work order without a procedure', () => {
    state.event = workOrder()
    state.work = new Map()
    renderUi(<EventDetailPage id={1} />)
    expect(markDone().disabled).toBe(false)
    expect(screen.queryByTestId('procedure')).toBeNull()
  })
})
