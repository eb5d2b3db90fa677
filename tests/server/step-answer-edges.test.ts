/**
 * Step answers at the edges (issue 44). A sign-off's drawn signature is typed by its bytes and
 * stored re-encoded, as photos are (ADR 026): a data URL that says PNG but holds an SVG, or holds
 * nothing an image decoder reads, is a 400 naming the answer's field and stores nothing; a real PNG
 * is stored as the server's own PNG of the same pixels. A photo answer's image id up to the largest
 * the database holds is judged by the server, one past it is a 400 naming the field: never the
 * database's error naming the request.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { pixels } from './fixtures/images'
import { bearer, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let keys = 0
type Order = { id: number; version: number; stepId: string }
let orders: Order[]
let photoOrder: Order

beforeAll(async () => {
  t = await createTestApp({ now: () => MAINTENANCE_NOW }, {}, { fixture: 'maintenance' })
  manager = await signIn(t, 'manager@demo.plant')
  orders = await workOrdersWithStep('signoff')
  ;[photoOrder] = await workOrdersWithStep('photo')
}, 120_000)
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(manager) })

/** The open demo work orders whose procedure has a step of this kind. */
async function workOrdersWithStep(kind: string) {
  const list = await get('/api/maintenanceEvent?maintenanceStates=1&limit=200')
  const found: Order[] = []
  for (const { id } of list.json().results as Array<{ id: number }>) {
    const detail = (await get(`/api/maintenanceEvent/${id}`)).json()
    const step = detail.procedure?.steps.find((s: { kind: string }) => s.kind === kind)
    if (step) found.push({ id, version: detail.version as number, stepId: step.id as string })
  }
  return found
}

const answer = (order: Order, value: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/maintenanceEvent/${order.id}`,
    headers: { ...bearer(manager), 'idempotency-key': `step-edge-${++keys}` },
    payload: { version: order.version, action: { kind: 'answer', stepId: order.stepId, value } },
  })
const signOff = (order: Order, signature: string) => answer(order, { kind: 'signoff', signature })

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field)

async function storedSignature(order: { id: number; stepId: string }) {
  const detail = (await get(`/api/maintenanceEvent/${order.id}`)).json()
  const answer = detail.answers.find((a: { stepId: string }) => a.stepId === order.stepId)
  return answer?.value as { signature?: string; confirmedBy?: string } | undefined
}

describe('a drawn signature', () => {
  it('that is an SVG, or PNG-looking bytes that do not decode, is a 400 naming the field and stores nothing', async () => {
    const [order] = orders
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')
    const cutPng = (
      await sharp({ create: { width: 60, height: 20, channels: 4, background: '#fff' } })
        .png()
        .toBuffer()
    ).subarray(0, 40)
    for (const bytes of [svg, cutPng, Buffer.from('not an image at all')]) {
      const res = await signOff(order, dataUrl(bytes))
      expect(res.statusCode, res.body).toBe(400)
      expect(fieldsOf(res)).toEqual(['action.value.signature'])
    }
    expect(await storedSignature(order)).toBeUndefined()
  })

  it('with more pixels than a signature pad is a 400 naming the field', async () => {
    const [order] = orders
    // A flat colour compresses to a few kB whatever its size: the bytes pass, the pixels do not.
    const huge = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const res = await signOff(order, dataUrl(huge))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ field: 'action.value.signature', code: 'too_big' })
  })

  it('that is a PNG is stored as the server re-encoded it: the same pixels, nothing appended', async () => {
    const [, order] = orders
    const drawn = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="200"><path d="M10 150 L590 40" stroke="#111" stroke-width="3"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer()
    // Bytes after IEND (a polyglot's payload) are not part of the image and must not be stored.
    const sent = Buffer.concat([drawn, Buffer.from('<script>alert(1)</script>')])
    const res = await signOff(order, dataUrl(sent))
    expect(res.statusCode, res.body).toBe(200)
    const value = await storedSignature(order)
    expect(value?.confirmedBy).toBe('signature')
    const stored = Buffer.from((value?.signature ?? '').replace('data:image/png;base64,', ''), 'base64')
    expect(stored.equals(sent)).toBe(false)
    expect(stored.includes('<script>')).toBe(false)
    expect(await pixels(stored)).toEqual(await pixels(drawn))
  })
})

describe("a photo answer's image id", () => {
  it('at the largest id the database holds is judged by the server, one past it refused naming the field', async () => {
    const atMax = await answer(photoOrder, { kind: 'photo', imageId: 2_147_483_647 })
    expect(atMax.statusCode, atMax.body).toBe(400)
    expect(atMax.json().errors[0]).toMatchObject({ field: 'action.value.imageId', code: 'invalid' })
    for (const imageId of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const res = await answer(photoOrder, { kind: 'photo', imageId })
      expect(res.statusCode, res.body).toBe(400)
      expect(fieldsOf(res)).toEqual(['action.value.imageId'])
    }
  })
})
