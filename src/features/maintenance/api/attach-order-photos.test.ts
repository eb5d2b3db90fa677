import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MaintenanceEvent } from '@/contract/maintenance'
import { workOrder } from '../testing/work-order'
import { attachOrderPhotos } from './attach-order-photos'

const found = vi.hoisted(() => ({ events: [] as MaintenanceEvent[], params: [] as unknown[] }))
const queued = vi.hoisted(() => ({ calls: [] as unknown[][] }))

vi.mock('./get-events', () => ({
  getEvents: async (params: Record<string, string>) => {
    found.params.push(params)
    return { total: found.events.length, results: found.events }
  },
}))
vi.mock('./queue-event-work', () => ({
  queueEventPhotos: async (...args: unknown[]) => queued.calls.push(args),
}))

beforeEach(() => {
  found.events = []
  found.params = []
  queued.calls = []
})

const photo = new File([new Uint8Array([1])], 'blade.jpg', { type: 'image/jpeg' })
const attach = (machineId: number | undefined) =>
  attachOrderPhotos({ userId: 7, taskId: 40, machineId, photos: [photo], summary: 'Blade · Photos' })

describe("a new corrective order's photos", () => {
  it("go to the task's work order on the machine they were taken on, through the outbox", async () => {
    found.events = [workOrder({ id: 90, machineId: 2 }), workOrder({ id: 91, machineId: 3 })]
    expect(await attach(3)).toBe(true)
    expect(found.params[0]).toMatchObject({ tasks: '40' })
    expect(queued.calls).toEqual([[7, 91, [photo], 'Blade · Photos']])
  })

  it("go to the task's first work order when their machine was not chosen", async () => {
    found.events = [workOrder({ id: 90, machineId: 2 })]
    expect(await attach(3)).toBe(true)
    expect(queued.calls[0][1]).toBe(90)
  })

  it('are not queued, and the caller told, when the task has no work order', async () => {
    expect(await attach(3)).toBe(false)
    expect(queued.calls).toEqual([])
  })
})
