/**
 * The outbox against the real API server: a support message with photos queued offline is
 * delivered exactly once, even when the answer of the first attempt is lost on the way back.
 */
import 'fake-indexeddb/auto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { db } from '@/offline/db'
import { supportMessages } from '../../../server/db/schema'
import { login } from '../../../tests/server/account-helpers'
import { pngImage } from '../../../tests/server/fixtures/images'
import { createTestApp, type TestApp } from '../../../tests/server/helpers'
import { flushOutbox } from './flush'
import { queueUpload } from './queue-upload'

let t: TestApp
let origin: string
let token: string
let userId: number
beforeAll(async () => {
  t = await createTestApp()
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  token = await login(t, 'tech@demo.plant')
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/verify-token',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  })
  userId = verify.json().user.userId
})
afterAll(() => t.close())

it('a support message with photos written offline is delivered exactly once', async () => {
  // Real PNGs: the server reads photos by their bytes and re-encodes them (ADR 026).
  const photos = await Promise.all(
    ['#3366cc', '#cc3366'].map(
      async (colour, i) =>
        new File([new Uint8Array(await pngImage(colour))], `photo-${i + 1}.png`, { type: 'image/png' }),
    ),
  )
  // Written offline: nothing is sent yet.
  const command = await queueUpload({
    userId,
    scope: 'sat_mail',
    url: 'sat_mail',
    fields: [
      ['subject', 'Anilox scratched'],
      ['message', 'See the photos'],
    ],
    photos,
    photoField: 'photos',
    kind: 'support-message',
    summary: 'Anilox scratched',
  })
  expect(await db.outboxBlobs.where('commandId').equals(command.id).count()).toBe(2)

  let clock = Date.now()
  const statuses: number[] = []
  let loseAnswer = true
  const lossyFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    statuses.push(response.status)
    // The server did the work but the tablet never sees the answer (Wi-Fi dropped).
    if (loseAnswer) {
      loseAnswer = false
      throw new TypeError('network connection lost')
    }
    return response
  }
  const target = { userId, token, baseUrl: `${origin}/api`, fetch: lossyFetch, now: () => clock }

  const first = await flushOutbox(target)
  expect(first).toMatchObject({ stopped: 'offline', delivered: [] })
  const waiting = (await db.outbox.get(command.id))!
  expect(waiting.status).toBe('failed')

  clock = waiting.nextAttemptAt
  const second = await flushOutbox(target)
  expect(second).toMatchObject({ stopped: null })
  expect(second !== 'busy' && second.delivered.map((d) => d.command.id)).toEqual([command.id])
  expect(statuses).toEqual([200, 200])

  const rows = await t.ctx.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.subject, 'Anilox scratched'))
  expect(rows).toHaveLength(1)
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/sat_mail',
    headers: { authorization: `Bearer ${token}` },
  })
  const sent = list.json().filter((m: { subject: string }) => m.subject === 'Anilox scratched')
  expect(sent).toHaveLength(1)
  expect(sent[0].attachments).toHaveLength(2)
  // Delivered: the command and its photos are gone from the device.
  expect(await db.outbox.count()).toBe(0)
  expect(await db.outboxBlobs.count()).toBe(0)
})
