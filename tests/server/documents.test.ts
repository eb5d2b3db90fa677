import { eq } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../server/db/schema'
import { seedManuals } from '../../server/demo/documents/seed-manuals'
import { hashToken, newToken } from '../../server/lib/tokens'
import { extractPdfText } from '../../server/services/documents/extract-text'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
const tokens: Record<string, string> = {}

async function sessionFor(email: string) {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email))
  const token = newToken()
  await t.ctx.db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) })
  return token
}
const get = (url: string, who = 'manager', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } })

// Seeding writes and indexes every machine's manuals: over 60 s on Postgres beside the e2e and
// cluster runs on a slow day (the fresh-clone run of 1 December), usually a fraction of that.
beforeAll(async () => {
  t = await createTestApp()
  await seedManuals(t.ctx.db, t.ctx.storage)
  for (const who of ['manager', 'operator', 'sales']) tokens[who] = await sessionFor(`${who}@demo.plant`)
}, 240_000)
afterAll(() => t.close())

describe('technical documents', () => {
  it('lists the assigned machines with their manuals', async () => {
    const all = await get('/api/documents/machines')
    expect(all.statusCode).toBe(200)
    expect(all.json()).toHaveLength(12)
    // Flexo CI 1: operation and maintenance in English, Spanish and French, three installation manuals.
    expect(all.json()[0].documentCount).toBe(9)
    const operator = await get('/api/documents/machines', 'operator')
    expect(
      operator
        .json()
        .map((m: { machineLineName: string }) => m.machineLineName)
        .sort(),
    ).toEqual(['FLEXO', 'FLEXO', 'FLEXO', 'LAMINATING', 'LAMINATING'])
  })

  it('refuses a user without ROLE_USER or ROLE_DOC, and without a session', async () => {
    const [sales] = await t.ctx.db.select().from(users).where(eq(users.email, 'sales@demo.plant'))
    await t.ctx.db
      .update(users)
      .set({ roles: ['ROLE_COMMERCIAL'] })
      .where(eq(users.id, sales.id))
    expect((await get('/api/documents/machines', 'sales')).statusCode).toBe(403)
    await t.ctx.db.update(users).set({ roles: sales.roles }).where(eq(users.id, sales.id))
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/machines' })).statusCode).toBe(401)
  })

  it('lists a section with its languages, and refuses unassigned machines', async () => {
    const res = await get('/api/documents/machines/FX-CI-2019-0412?section=operational&language=es_ES')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.documents).toHaveLength(1)
    expect(body.documents[0]).toMatchObject({ section: 'operational', language: 'es_ES' })
    // An eight-deck press: several dozen pages.
    expect(body.documents[0].pages).toBeGreaterThanOrEqual(36)
    expect(body.languages).toEqual([
      { driveId: 'en_EN', fullName: 'English', selected: false },
      { driveId: 'es_ES', fullName: 'Español', selected: true },
      { driveId: 'fr_FR', fullName: 'Français', selected: false },
    ])
    const roto = await get('/api/documents/machines/RT-R9-2018-0077', 'operator')
    expect(roto.statusCode).toBe(403)
    expect(roto.json().error).toBe('MACHINE_NOT_ASSIGNED')
    expect((await get('/api/documents/machines/NOPE')).statusCode).toBe(404)
    const bad = await get('/api/documents/machines/FX-CI-2019-0412?section=kitchen')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('section')
  })

  it('serves the PDF whole and by byte ranges', async () => {
    const list = (await get('/api/documents/machines/FX-CI-2019-0412?section=maintenance')).json()
    const url = list.documents[0].url as string
    const whole = await get(url)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('application/pdf')
    expect(whole.headers['accept-ranges']).toBe('bytes')
    const size = Number(whole.headers['content-length'])
    expect(whole.rawPayload.length).toBe(size)
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(size).toBe(list.documents[0].size)

    const head = await get(url, 'manager', { range: 'bytes=0-99' })
    expect(head.statusCode).toBe(206)
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`)
    expect(head.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true)
    const tail = await get(url, 'manager', { range: 'bytes=-64' })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 64))).toBe(true)
    const beyond = await get(url, 'manager', { range: `bytes=${size}-` })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`)
    const cached = await get(url, 'manager', { 'if-none-match': whole.headers.etag as string })
    expect(cached.statusCode).toBe(304)
  })

  it('does not serve another machine outside the assignment', async () => {
    const list = (await get('/api/documents/machines/RT-R9-2018-0077')).json()
    const res = await get(list.documents[0].url, 'operator')
    expect(res.statusCode).toBe(403)
    expect((await get('/api/documents/files/999999')).statusCode).toBe(404)
  })
})

interface Hit {
  documentId: number
  machineSerialNumber: string
  section: string
  language: string
  page: number
  snippet: Array<{ text: string; hit: boolean }>
}

describe('search across manuals', () => {
  it('answers the page where a phrase stands, as pdf.js reads that page', async () => {
    const res = await get(`/api/documents/search?q=${encodeURIComponent('"impression setting of deck 6"')}`)
    expect(res.statusCode, res.body).toBe(200)
    const hits = res.json() as Hit[]
    expect(hits.length).toBeGreaterThan(0)
    const hit = hits[0]
    expect(hit).toMatchObject({ section: 'operational', language: 'en_EN' })
    expect(hit.machineSerialNumber).toMatch(/^FX-CI-/)
    expect(hit.snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase())).toEqual(
      expect.arrayContaining(['impression', 'deck']),
    )
    // The page number is the viewer's: pdf.js finds the phrase on exactly that page.
    const pdf = await get(`/api/documents/files/${hit.documentId}`)
    const { pages } = await extractPdfText(pdf.rawPayload)
    const found = pages.flatMap((text, i) => (/Impression setting of deck 6\b/.test(text) ? [i + 1] : []))
    expect(found).toEqual([hit.page])
  })

  it("stems in the manual's language, filters by machine, and keeps to assigned machines", async () => {
    // "rasquetas" (plural) finds the Spanish pages about "rasqueta".
    const es = (await get('/api/documents/search?q=rasquetas&machine=FX-CI-2019-0412')).json() as Hit[]
    expect(es.length).toBeGreaterThan(0)
    expect(new Set(es.map((h) => h.machineSerialNumber))).toEqual(new Set(['FX-CI-2019-0412']))
    expect(es.every((h) => h.language === 'es_ES')).toBe(true)

    const all = (
      await get('/api/documents/search?q=gravure%20OR%20splicer&limit=100', 'operator')
    ).json() as Hit[]
    expect(all.length).toBeGreaterThan(0)
    expect(all.some((h) => h.machineSerialNumber.startsWith('RT-'))).toBe(false)
    const denied = await get('/api/documents/search?q=splicer&machine=RT-R9-2018-0077', 'operator')
    expect(denied.statusCode).toBe(403)
  })

  it('names the field of a bad query', async () => {
    const short = await get('/api/documents/search?q=a')
    expect(short.statusCode).toBe(400)
    expect(short.json().errors[0].field).toBe('q')
    const none = await get('/api/documents/search?q=xylophone%20zeppelin')
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual([])
  })

  it('gives the page texts of a manual for search on the device', async () => {
    const list = (
      await get('/api/documents/machines/FX-CI-2019-0412?section=operational&language=en_EN')
    ).json()
    const doc = list.documents[0]
    const res = await get(`/api/documents/files/${doc.id}/text`)
    expect(res.statusCode).toBe(200)
    expect(res.json().pages).toHaveLength(doc.pages)
    expect(res.json().pages[0]).toContain('Flexo CI 1')
    expect((await get(`/api/documents/files/${doc.id}/text`, 'operator')).statusCode).toBe(200)
    const roto = (await get('/api/documents/machines/RT-R9-2018-0077')).json().documents[0]
    expect((await get(`/api/documents/files/${roto.id}/text`, 'operator')).statusCode).toBe(403)
  })

  it('downloads as an attachment under the file name', async () => {
    const doc = (await get('/api/documents/machines/FX-CI-2019-0412?section=electrical')).json().documents[0]
    const res = await get(`${doc.url}?download=1`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="FX-CI-2019-0412-electrical-en_EN.pdf"; filename*=UTF-8''FX-CI-2019-0412-electrical-en_EN.pdf`,
    )
    expect((await get(doc.url)).headers['content-disposition']).toMatch(/^inline; /)
  })
})

function tinyPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', info: { Title: 'Service bulletin' } })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.text('Cover').addPage().text(text)
  doc.end()
  return done
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----plantportal'
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const upload = (who: string, serial: string, body: ReturnType<typeof multipart>, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/documents/machines/${serial}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${tokens[who]}`, 'idempotency-key': key },
  })

describe('adding a manual', () => {
  it('rejects a non-PDF, an unreadable PDF and bad fields, naming the field, and adds nothing', async () => {
    const before = (await get('/api/documents/machines')).json()[0].documentCount
    const png = multipart(
      { section: 'maintenance', language: 'en_EN' },
      { name: 'photo.png', type: 'image/png', data: Buffer.from('89504e47', 'hex') },
    )
    const asPng = await upload('manager', 'FX-CI-2019-0412', png, 'upload-key-1')
    expect(asPng.statusCode).toBe(400)
    expect(asPng.json().errors[0]).toMatchObject({ field: 'file', code: 'invalid_type' })
    const fake = multipart(
      { section: 'maintenance', language: 'en_EN' },
      { name: 'fake.pdf', type: 'application/pdf', data: Buffer.from('hello, not a pdf') },
    )
    expect((await upload('manager', 'FX-CI-2019-0412', fake, 'upload-key-2')).json().errors[0].field).toBe(
      'file',
    )
    const broken = multipart(
      { section: 'maintenance', language: 'en_EN' },
      { name: 'broken.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n garbage') },
    )
    const brokenRes = await upload('manager', 'FX-CI-2019-0412', broken, 'upload-key-3')
    expect(brokenRes.statusCode).toBe(400)
    expect(brokenRes.json().errors[0].field).toBe('file')
    const data = await tinyPdf('x')
    const badSection = multipart(
      { section: 'kitchen', language: 'en_EN' },
      { name: 'a.pdf', type: 'application/pdf', data },
    )
    const badSectionRes = await upload('manager', 'FX-CI-2019-0412', badSection, 'upload-key-4')
    expect(badSectionRes.statusCode).toBe(400)
    expect(badSectionRes.json().errors[0].field).toBe('section')
    const noFile = await upload(
      'manager',
      'FX-CI-2019-0412',
      multipart({ section: 'maintenance', language: 'en_EN' }),
      'upload-key-5',
    )
    expect(noFile.json().errors[0].field).toBe('file')
    expect((await get('/api/documents/machines')).json()[0].documentCount).toBe(before)
  })

  it('is for administrators of an assigned machine', async () => {
    const data = await tinyPdf('x')
    const body = multipart(
      { section: 'maintenance', language: 'en_EN' },
      { name: 'a.pdf', type: 'application/pdf', data },
    )
    expect((await upload('operator', 'FX-CI-2019-0412', body, 'upload-key-6')).statusCode).toBe(403)
  })

  it('stores the PDF, indexes its text and answers it in search at its page', async () => {
    const data = await tinyPdf('Service bulletin: replace the quadrature encoder of the rewinder turret.')
    const body = multipart(
      { section: 'maintenance', language: 'en_EN', title: '' },
      { name: 'bulletin 12.pdf', type: 'application/pdf', data },
    )
    const res = await upload('manager', 'FX-CI-2021-0588', body, 'upload-key-7')
    expect(res.statusCode, res.body).toBe(200)
    const doc = res.json()
    expect(doc).toMatchObject({
      title: 'Service bulletin',
      pages: 2,
      size: data.length,
      section: 'maintenance',
    })
    // The same key and bytes replay the answer; nothing is added twice.
    const again = await upload('manager', 'FX-CI-2021-0588', body, 'upload-key-7')
    expect(again.json().id).toBe(doc.id)
    const hits = (await get('/api/documents/search?q=quadrature%20encoders')).json() as Hit[]
    expect(hits.map((h) => [h.documentId, h.page])).toEqual([[doc.id, 2]])
    const file = await get(doc.url)
    expect(file.rawPayload.equals(data)).toBe(true)
    expect(file.headers['content-disposition']).toContain('bulletin%2012.pdf')
  })
})
