import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFiles, supportMessages } from '../../server/db/schema'
import { bearer, call, login, newKey } from './account-helpers'
import { jpegImage, pixels, pngImage } from './fixtures/images'
import { multipart, type Part } from './fixtures/multipart'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let tech: string
let operator: string
let sales: string
beforeAll(async () => {
  t = await createTestApp()
  tech = await login(t, 'tech@demo.plant')
  operator = await login(t, 'operator@demo.plant')
  sales = await login(t, 'sales@demo.plant')
})
afterAll(() => t.close())

function sendMultipart(token: string | null, parts: Part[], key?: string) {
  const { payload, contentType } = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url: '/api/sat_mail',
    payload,
    headers: {
      'content-type': contentType,
      ...(token ? bearer(token) : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  })
}

// Real PNGs, one colour each (the server decodes every photo): photo(i) and photo(j) differ.
const pngs = await Promise.all(Array.from({ length: 10 }, (_, i) => pngImage(`#${String(i).repeat(6)}`)))
const photo = (i: number, type = 'image/png'): Part => ({
  name: 'files',
  value: pngs[i],
  fileName: `photo-${i}.png`,
  type,
})

describe('POST /sat_mail', () => {
  it('stores a JSON message on an assigned machine', async () => {
    const res = await call(t, tech, 'POST', '/api/sat_mail', {
      subject: 'Noise',
      message: 'Unwinder makes noise',
      machineId: t.base.machineIds[0],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ subject: 'Noise', machineId: t.base.machineIds[0], attachments: [] })
  })

  it('stores a multipart message with photos, listed and downloadable by their author only', async () => {
    const res = await sendMultipart(tech, [
      { name: 'subject', value: 'Broken blade' },
      { name: 'message', value: 'See the photos' },
      { name: 'machineId', value: String(t.base.machineIds[1]) },
      photo(1),
      { name: 'files', value: await jpegImage(), fileName: 'close-up.jpg', type: 'image/jpeg' },
    ])
    expect(res.statusCode).toBe(200)
    const msg = res.json()
    expect(msg.machineId).toBe(t.base.machineIds[1])
    expect(msg.attachments).toHaveLength(2)
    expect(msg.attachments[1]).toMatchObject({ fileName: 'close-up.jpg', mimeType: 'image/jpeg' })

    const list = await call(t, tech, 'GET', '/api/sat_mail')
    expect(list.statusCode).toBe(200)
    expect(list.json()[0].id).toBe(msg.id)
    expect(list.json()[0].attachments).toHaveLength(2)

    const file = await call(t, tech, 'GET', `/api/sat_mail/attachments/${msg.attachments[0].id}`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="photo-1.png"/)
    // Stored re-encoded: other bytes, the same picture.
    expect(await pixels(file.rawPayload)).toEqual(await pixels(pngs[1]))
    expect(Number(file.headers['content-length'])).toBe(msg.attachments[0].size)

    // Someone else's attachment, or an unknown one, is a 404.
    expect(
      (await call(t, operator, 'GET', `/api/sat_mail/attachments/${msg.attachments[0].id}`)).statusCode,
    ).toBe(404)
    expect((await call(t, tech, 'GET', `/api/sat_mail/attachments/${randomUUID()}`)).statusCode).toBe(404)
    expect((await call(t, operator, 'GET', '/api/sat_mail')).json()).toEqual([])
  })

  it('refuses more than 5 photos, naming files, and stores nothing', async () => {
    const before = await t.ctx.db.select().from(supportMessages)
    const res = await sendMultipart(tech, [
      { name: 'subject', value: 'Too many' },
      { name: 'message', value: 'x' },
      ...[1, 2, 3, 4, 5, 6].map((i) => photo(i)),
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('files')
    expect(await t.ctx.db.select().from(supportMessages)).toHaveLength(before.length)
  })

  it("takes the app's photos under `photos`, at most 5 with those under `files`, and no other name", async () => {
    const text: Part[] = [
      { name: 'subject', value: 'From the app' },
      { name: 'message', value: 'Photos as the outbox sends them' },
    ]
    const asApp = (i: number): Part => ({ ...photo(i), name: 'photos' })
    const ok = await sendMultipart(tech, [...text, asApp(1), asApp(2)], randomUUID())
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().attachments).toHaveLength(2)
    const six = await sendMultipart(tech, [
      ...text,
      ...[1, 2, 3].map(asApp),
      ...[4, 5, 6].map((i) => photo(i)),
    ])
    expect(six.statusCode).toBe(400)
    expect(six.json().errors[0]).toMatchObject({ field: 'files', code: 'too_many_files' })
    const other = await sendMultipart(tech, [...text, { ...photo(1), name: 'attachment' }])
    expect(other.statusCode).toBe(400)
    expect(other.json().errors[0]).toMatchObject({ field: 'attachment', code: 'unrecognized_keys' })
  })

  it('refuses other file types and files over 10 MB, naming files', async () => {
    const pdf = await sendMultipart(tech, [
      { name: 'subject', value: 'a' },
      { name: 'message', value: 'b' },
      { name: 'files', value: Buffer.from('%PDF-1.4'), fileName: 'x.pdf', type: 'application/pdf' },
    ])
    expect(pdf.statusCode).toBe(400)
    expect(pdf.json().errors[0].field).toBe('files')
    const big = await sendMultipart(tech, [
      { name: 'subject', value: 'a' },
      { name: 'message', value: 'b' },
      { name: 'files', value: Buffer.alloc(10 * 1024 * 1024 + 1), fileName: 'big.png', type: 'image/png' },
    ])
    expect(big.statusCode).toBe(413)
    expect(big.json().errors[0].field).toBe('files')
  })

  it('names missing and wrongly typed fields, in JSON and in multipart', async () => {
    const json = await call(t, tech, 'POST', '/api/sat_mail', { subject: 'only a subject' })
    expect(json.statusCode).toBe(400)
    expect(json.json().errors[0].field).toBe('message')
    const typed = await call(t, tech, 'POST', '/api/sat_mail', {
      subject: 'a',
      message: 'b',
      machineId: 'one',
    })
    expect(typed.json().errors[0].field).toBe('machineId')
    const form = await sendMultipart(tech, [
      { name: 'message', value: 'no subject' },
      { name: 'machineId', value: 'abc' },
    ])
    expect(form.statusCode).toBe(400)
    expect(
      form
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['machineId', 'subject'])
  })

  it('refuses a machine the user is not assigned to', async () => {
    // The operator only has FLEXO and LAMINATING machines; the last demo machine is on another line.
    const session = (await call(t, operator, 'POST', '/api/verify-token', {})).json()
    const assigned = new Set(session.userConfig.machines.map((m: { id: number }) => m.id))
    const other = t.base.machineIds.find((id) => !assigned.has(id))!
    const res = await call(t, operator, 'POST', '/api/sat_mail', {
      subject: 'a',
      message: 'b',
      machineId: other,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
  })

  it('answers 401 without a session; ROLE_COMMERCIAL may write to support', async () => {
    expect((await call(t, null, 'POST', '/api/sat_mail', { subject: 'a', message: 'b' })).statusCode).toBe(
      401,
    )
    expect((await call(t, null, 'GET', '/api/sat_mail')).statusCode).toBe(401)
    expect((await call(t, sales, 'POST', '/api/sat_mail', { subject: 'a', message: 'b' })).statusCode).toBe(
      200,
    )
  })

  it('replays a multipart upload with the same key and bytes; other bytes are a 422', async () => {
    const key = newKey()
    const parts = [{ name: 'subject', value: 'Replay' }, { name: 'message', value: 'same' }, photo(7)]
    const filesBefore = (await t.ctx.db.select().from(storedFiles)).length
    const first = await sendMultipart(tech, parts, key)
    const second = await sendMultipart(tech, parts, key)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect((await t.ctx.db.select().from(storedFiles)).length).toBe(filesBefore + 1)
    expect(
      await t.ctx.db.select().from(supportMessages).where(eq(supportMessages.subject, 'Replay')),
    ).toHaveLength(1)
    const changed = await sendMultipart(tech, [parts[0], parts[1], photo(8)], key)
    expect(changed.statusCode).toBe(422)
  })
})

describe('forwarding to technical assistance', () => {
  it('mails the message to SUPPORT_EMAIL when it is set, once per Idempotency-Key', async () => {
    const app = await createTestApp({}, { SUPPORT_EMAIL: 'sat@vendor.example' })
    try {
      const token = await login(app, 'tech@demo.plant')
      const key = newKey()
      const body = { subject: 'Web break', message: 'Breaks at 300 m/min', machineId: app.base.machineIds[0] }
      const res = await call(app, token, 'POST', '/api/sat_mail', body, key)
      expect(res.statusCode).toBe(200)
      await call(app, token, 'POST', '/api/sat_mail', body, key)
      expect(app.sentMail).toHaveLength(1)
      const mail = app.sentMail[0]
      expect(mail.to).toBe('sat@vendor.example')
      expect(mail.subject).toBe(`[SAT #${res.json().id}] Web break`)
      expect(mail.text).toContain('tech@demo.plant')
      expect(mail.text).toContain('Breaks at 300 m/min')
    } finally {
      await app.close()
    }
  })

  it('stores nothing when the mail cannot be sent', async () => {
    const app = await createTestApp(
      {
        mailer: {
          send: async () => {
            throw new Error('SMTP down')
          },
        },
      },
      { SUPPORT_EMAIL: 'sat@vendor.example' },
    )
    try {
      const token = await login(app, 'tech@demo.plant')
      const res = await call(app, token, 'POST', '/api/sat_mail', { subject: 'a', message: 'b' })
      expect(res.statusCode).toBe(503)
      expect(res.json().error).toBe('MAIL_NOT_SENT')
      expect(await app.ctx.db.select().from(supportMessages)).toHaveLength(0)
    } finally {
      await app.close()
    }
  })
})
