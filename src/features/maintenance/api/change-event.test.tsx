// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { workOrder } from '../testing/work-order'
import { useChangeEvent } from './change-event'

const wait = vi.hoisted(() => ({ next: {} as unknown, discarded: [] as string[] }))
vi.mock('@/offline/session-store', () => ({ useSession: () => ({ user: { userId: 7 } }) }))
vi.mock('@/offline/outbox/outbox', () => ({
  discardCommand: async (id: string) => {
    wait.discarded.push(id)
    return true
  },
}))
vi.mock('./queue-event-work', () => ({
  queueEventChange: async () => ({ id: 'cmd' }),
  queueEventPhotos: async () => ({ id: 'photos' }),
  settle: async () => wait.next,
}))

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
)

describe('marking a work order done with its procedure unfinished', () => {
  it('hands the 409 PROCEDURE_INCOMPLETE back as a refusal with its code, not as a conflict, and drops it', async () => {
    wait.next = {
      outcome: 'conflict',
      error: { status: 409, code: 'PROCEDURE_INCOMPLETE', message: 'missing', details: { missing: ['s1'] } },
    }
    const { result } = renderHook(() => useChangeEvent(), { wrapper })
    const outcome = await result.current.mutateAsync({
      event: workOrder(),
      work: undefined,
      action: { kind: 'complete', durationMinutes: 20 },
      summary: 'done',
    })
    expect(outcome).toEqual({ outcome: 'rejected', code: 'PROCEDURE_INCOMPLETE', message: 'missing' })
    expect(wait.discarded).toEqual(['cmd'])
  })

  it('keeps a real conflict queued for the conflict view', async () => {
    wait.next = { outcome: 'conflict', error: { status: 409, code: 'VERSION_CONFLICT', message: 'stale' } }
    wait.discarded = []
    const { result } = renderHook(() => useChangeEvent(), { wrapper })
    const outcome = await result.current.mutateAsync({
      event: workOrder(),
      work: undefined,
      action: { kind: 'complete', durationMinutes: 20 },
      summary: 'done',
    })
    expect(outcome).toEqual({ outcome: 'conflict' })
    expect(wait.discarded).toEqual([])
  })
})
