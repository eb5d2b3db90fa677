import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { db } from '@/offline/db'
import { flushOutbox } from '@/offline/outbox/flush'
import { listCommands } from '@/offline/outbox/outbox'
import { withPendingChanges } from '../model/pending-changes'
import { shownProcedure } from '../model/procedure-answers'
import { workOrder } from '../testing/work-order'
import { queueStepAnswer } from './answer-step'
import { pendingWorkByEvent } from './queue-event-work'

const user = 7
const procedure = {
  steps: [
    { id: 's1', kind: 'check' as const, title: 'Guard closed', required: true },
    { id: 's2', kind: 'photo' as const, title: 'Photo of the blade', required: true },
  ],
}
const event = workOrder({ id: 5, version: 3, procedure, answers: [] })
const operator = actorFromRoles(7, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'])

beforeEach(async () => {
  await db.outbox.clear()
  await db.outboxBlobs.clear()
})

describe('answers kept on the device', () => {
  it('are outbox changes of the work order, shown as waiting until sent, the state untouched', async () => {
    await queueStepAnswer(user, {
      event,
      work: undefined,
      stepId: 's1',
      value: { kind: 'check', result: 'fail' },
      summary: 'Guard closed',
    })
    const work = pendingWorkByEvent(await listCommands(user)).get(5)
    expect(work?.changes).toHaveLength(1)
    expect(work?.changes[0].change).toMatchObject({
      version: 3,
      action: { kind: 'answer', stepId: 's1', value: { kind: 'check', result: 'fail' } },
    })
    const shown = shownProcedure(procedure, [], work, 'Tech')
    expect(shown.answers.get('s1')).toMatchObject({ status: 'waiting', outOfLimits: true })
    expect(withPendingChanges(event, work, operator, '2026-11-24')).toMatchObject({ state: 1, version: 3 })
  })

  it('a photo step queues the photo first; the answer names it once uploaded, and each reaches the server once', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'IMG_0001.jpg', { type: 'image/jpeg' })
    await queueStepAnswer(user, {
      event,
      work: undefined,
      stepId: 's2',
      value: { kind: 'photo', imageId: 0 },
      photo,
      summary: 'Photo',
    })
    const commands = await listCommands(user)
    expect(commands.map((c) => [c.kind, c.url])).toEqual([
      ['maintenance-photos', 'maintenanceEvent/images'],
      ['maintenance-change', 'maintenanceEvent/5'],
    ])
    const upload = commands[0]
    const name = upload.body.kind === 'multipart' ? upload.body.files[0].fileName : ''
    expect(name).toMatch(/^step-s2-[0-9a-f]{8}\.jpg$/)
    expect(commands[1].takesFileIdFrom).toEqual({
      commandId: upload.id,
      fileName: name,
      path: ['action', 'value', 'imageId'],
    })
    // Shown from the device while waiting: the answer points at its upload.
    const work = pendingWorkByEvent(commands).get(5)
    expect(shownProcedure(procedure, [], work, 'T').answers.get('s2')?.photoCommandId).toBe(upload.id)

    const sent: Array<{ url: string; key: string | null; body: unknown }> = []
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const key = new Headers(init?.headers).get('Idempotency-Key')
      sent.push({
        url: String(url),
        key,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      })
      if (String(url).endsWith('/images'))
        return Response.json([{ id: 88, fileName: name, url: '/f', at: '' }])
      return Response.json({ ...event, version: 3 })
    }) as unknown as typeof globalThis.fetch
    await flushOutbox({ userId: user, token: 't', baseUrl: '/api', fetch, now: () => Date.now() })
    await flushOutbox({ userId: user, token: 't', baseUrl: '/api', fetch, now: () => Date.now() })
    expect(sent.map((s) => s.url)).toEqual(['/api/maintenanceEvent/images', '/api/maintenanceEvent/5'])
    expect(sent[1].body).toMatchObject({
      version: 3,
      action: { stepId: 's2', value: { kind: 'photo', imageId: 88 } },
    })
    expect(new Set(sent.map((s) => s.key)).size).toBe(2)
    expect(await db.outbox.count()).toBe(0)
  })

  it('an answer behind a change still waiting takes the version that change produces', async () => {
    await queueStepAnswer(user, {
      event,
      work: undefined,
      stepId: 's1',
      value: { kind: 'check', result: 'pass' },
      summary: 'a',
    })
    const work = pendingWorkByEvent(await listCommands(user)).get(5)
    const second = await queueStepAnswer(user, {
      event,
      work,
      stepId: 's1',
      value: { kind: 'check', result: 'na' },
      summary: 'b',
    })
    expect(second.takesVersionFromPrevious).toBe(true)
  })
})

describe('the answer the device showed (basedOn, docs/decisions/047)', () => {
  const answered = workOrder({
    id: 5,
    version: 3,
    procedure,
    answers: [
      {
        stepId: 's1',
        value: { kind: 'check', result: 'pass' },
        answeredBy: 'Ana',
        answeredAt: '2026-11-24T08:00:00.000Z',
        outOfLimits: false,
      },
    ],
  })
  const check = (result: 'pass' | 'fail' | 'na') => ({ kind: 'check' as const, result })
  const actionOf = (body: unknown) => (body as { action: Record<string, unknown> }).action

  it("is the server's answer to the step as last read, null when it showed none", async () => {
    const one = await queueStepAnswer(user, {
      event: answered,
      work: undefined,
      stepId: 's1',
      value: check('fail'),
      summary: 'a',
    })
    expect(one.body.kind === 'json' && actionOf(one.body.value).basedOn).toBe('2026-11-24T08:00:00.000Z')
    await db.outbox.clear()
    const two = await queueStepAnswer(user, {
      event,
      work: undefined,
      stepId: 's1',
      value: check('fail'),
      summary: 'b',
    })
    expect(two.body.kind === 'json' && actionOf(two.body.value).basedOn).toBeNull()
  })

  it("behind an answer to the same step still waiting, is that one's base (a device does not conflict with itself)", async () => {
    await queueStepAnswer(user, { event, work: undefined, stepId: 's1', value: check('pass'), summary: 'a' })
    const work = pendingWorkByEvent(await listCommands(user)).get(5)
    // The detail read again meanwhile shows another device's answer: the second answer was still
    // given on what this device showed, its own waiting answer on the step as it was.
    const second = await queueStepAnswer(user, {
      event: answered,
      work,
      stepId: 's1',
      value: check('na'),
      summary: 'b',
    })
    expect(second.body.kind === 'json' && actionOf(second.body.value).basedOn).toBeNull()
  })

  it('is absent when the device knows no answers of the work order (no check, as an older client)', async () => {
    const { answers: _none, ...summary } = event
    const command = await queueStepAnswer(user, {
      event: summary,
      work: undefined,
      stepId: 's1',
      value: check('pass'),
      summary: 'a',
    })
    expect(command.body.kind === 'json' && 'basedOn' in actionOf(command.body.value)).toBe(false)
  })

  it('is sent to the server with the answer', async () => {
    await queueStepAnswer(user, {
      event: answered,
      work: undefined,
      stepId: 's1',
      value: check('fail'),
      summary: 'a',
    })
    const bodies: unknown[] = []
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null)
      return Response.json(answered)
    }) as unknown as typeof globalThis.fetch
    await flushOutbox({ userId: user, token: 't', baseUrl: '/api', fetch, now: () => Date.now() })
    expect(bodies).toEqual([
      expect.objectContaining({
        version: 3,
        action: { kind: 'answer', stepId: 's1', value: check('fail'), basedOn: '2026-11-24T08:00:00.000Z' },
      }),
    ])
  })
})
