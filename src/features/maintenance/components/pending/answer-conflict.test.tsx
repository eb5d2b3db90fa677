// @vitest-environment jsdom

import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Procedure } from '@/contract/maintenance-procedures'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { installDomShims, renderUi } from '@/offline/testing/render'
import type { PendingWork } from '../../model/pending-changes'
import { FIXTURE_DAY, workOrder } from '../../testing/work-order'
import { WaitingForDecision } from './waiting-for-decision'

// The answer's conflict view is a lazy chunk: the waits poll for it.
configure({ asyncUtilTimeout: 10_000 })

const outbox = vi.hoisted(() => ({ resent: [] as unknown[][], discarded: [] as string[] }))
vi.mock('@/offline/outbox/outbox', () => ({
  resendCommand: async (...args: unknown[]) => {
    outbox.resent.push(args)
    return 'new'
  },
  discardCommand: async (id: string) => {
    outbox.discarded.push(id)
    return true
  },
}))
vi.mock('@/offline/session-store', () => ({
  useSession: () => ({ user: { userId: 7, roles: [], preferences: [] } }),
}))

beforeAll(installDomShims)
afterEach(cleanup)

const operator = actorFromRoles(7, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'])
const procedure: Procedure = {
  steps: [{ id: 'w', kind: 'reading', title: 'Blade wear', required: true, unit: 'mm', min: 0.5, max: 2 }],
}
const server = workOrder({
  version: 6,
  procedure,
  answers: [
    {
      stepId: 'w',
      value: { kind: 'reading', value: 1.5 },
      answeredBy: 'Ana',
      answeredAt: '2026-11-24T08:00:00Z',
      outOfLimits: false,
    },
  ],
})
const work: PendingWork = {
  changes: [
    {
      commandId: 'mine',
      change: { version: 5, action: { kind: 'answer', stepId: 'w', value: { kind: 'reading', value: 2.4 } } },
      status: 'conflict',
      current: { ...server, version: 6 },
    },
  ],
  photos: 0,
  commandIds: ['mine'],
}

describe('an answer changed on two devices', () => {
  it("shows the device's answer beside the server's and keeps the one chosen", async () => {
    renderUi(<WaitingForDecision server={server} work={work} actor={operator} today={FIXTURE_DAY} />)
    const row = (await screen.findByText('Answer to "Blade wear"')).closest('tr') as HTMLElement
    expect(row.textContent).toContain('2.4 mm')
    expect(row.textContent).toContain('1.5 mm (Ana)')
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(outbox.resent).toHaveLength(1))
    expect(outbox.resent[0]).toEqual(['mine', { ...work.changes[0].change, version: 6 }])
    // The choices wait while "keep mine" is busy (a loaded machine clicks before it is done).
    const takeServers = screen.getByRole('button', { name: "Take the server's" }) as HTMLButtonElement
    await waitFor(() => expect(takeServers.disabled).toBe(false))
    fireEvent.click(takeServers)
    await waitFor(() => expect(outbox.discarded).toEqual(['mine']))
  })

  it('"keep mine" on a refused answer sends it based on the answer on the server now, so it lands', async () => {
    outbox.resent.length = 0
    const based: PendingWork = {
      ...work,
      changes: [
        {
          ...work.changes[0],
          change: {
            version: 6,
            action: { kind: 'answer', stepId: 'w', value: { kind: 'reading', value: 2.4 }, basedOn: null },
          },
          code: 'ANSWER_CONFLICT',
        },
      ],
    }
    renderUi(<WaitingForDecision server={server} work={based} actor={operator} today={FIXTURE_DAY} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(outbox.resent).toHaveLength(1))
    expect(outbox.resent[0]).toEqual([
      'mine',
      {
        version: 6,
        action: {
          kind: 'answer',
          stepId: 'w',
          value: { kind: 'reading', value: 2.4 },
          basedOn: '2026-11-24T08:00:00Z',
        },
      },
    ])
  })
})
