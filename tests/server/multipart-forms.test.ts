/**
 * Multipart forms at their edges (issue 44), through the one reader every form route uses
 * (server/http/form-reader.ts): text is stored whole up to the contract's length in any script, or
 * refused naming the field (never cut by the transport and stored with a 200); a procedure at the
 * contract's maximum in a 3-byte script is accepted; a field sent twice, an unknown one,
 * `__proto__` and too many fields are 400s naming the part; a JSON body where a form is expected is
 * a 415.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PROCEDURE_STEPS_MAX,
  type Procedure,
  STEP_HELP_MAX,
  STEP_OPTION_MAX,
  STEP_OPTIONS_MAX,
  STEP_TITLE_MAX,
} from '../../src/contract/maintenance-procedures'
import { WORK_REQUEST_DESCRIPTION_MAX } from '../../src/contract/work-requests'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { multipart, type Part, tinyPng } from './fixtures/multipart'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let m: Record<string, DemoMachineRef>
let keys = 0

beforeAll(async () => {
  t = await createTestApp({ now: () => MAINTENANCE_NOW }, {}, { fixture: 'maintenance' })
  manager = await signIn(t, 'manager@demo.plant')
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

const send = (url: string, parts: Part[]) => {
  const { payload, contentType } = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(manager),
      'content-type': contentType,
      'idempotency-key': `multipart-forms-${++keys}`,
    },
    payload,
  })
}
const textParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }))
const errorsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: Array<{ field: string; code: string }> }).errors ?? []).map((e) => [
    e.field,
    e.code,
  ])

const request = (description: string) => ({
  machineId: String(m['Flexo CI 1'].id),
  description,
  urgency: 'low',
})
const fileRequest = (parts: Part[]) => send('/api/maintenance/requests', parts)
const storedRequests = async () =>
  (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from work_requests`)).rows[0].n

describe("a work request's description", () => {
  it.each([
    ['700 "€" (2,100 bytes)', '€'.repeat(700)],
    ['999 "漢" (2,997 bytes)', '漢'.repeat(999)],
    ['the maximum in "漢"', '漢'.repeat(WORK_REQUEST_DESCRIPTION_MAX)],
    [
      'the maximum in surrogate pairs ("𝄞", 4 bytes for 2 characters)',
      '𝄞'.repeat(WORK_REQUEST_DESCRIPTION_MAX / 2),
    ],
  ])('of %s is stored whole and read back equal', async (_, description) => {
    const res = await fileRequest(textParts(request(description)))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().description).toBe(description)
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/maintenance/requests/${res.json().id}`,
      headers: bearer(manager),
    })
    expect(read.json().description).toBe(description)
  })

  it.each([
    ['"a"', 'a'],
    ['"漢" (past the transport too)', '漢'],
  ])('of 1,001 %s is refused naming description, and nothing is stored', async (_, char) => {
    const before = await storedRequests()
    const res = await fileRequest(textParts(request(char.repeat(WORK_REQUEST_DESCRIPTION_MAX + 1))))
    expect(res.statusCode, res.body).toBe(400)
    expect(errorsOf(res).map(([field]) => field)).toEqual(['description'])
    expect(await storedRequests()).toBe(before)
  })
})

describe('the form rules', () => {
  const valid = () => textParts(request('Oil under the unwinder'))

  it('refuse a text field sent twice, naming it (it was filed on the second)', async () => {
    const other = { name: 'machineId', value: String(m['Flexo CI 2'].id) }
    const res = await fileRequest([...valid(), other])
    expect(res.statusCode).toBe(400)
    expect(errorsOf(res)).toEqual([['machineId', 'duplicate']])
  })

  it('refuse an unknown field, __proto__ and constructor naming them, not the photos', async () => {
    for (const name of ['note', '__proto__', 'constructor']) {
      const res = await fileRequest([...valid(), { name, value: '{"polluted":true}' }])
      expect(res.statusCode, name).toBe(400)
      expect(errorsOf(res), name).toEqual([[name, 'unrecognized_keys']])
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuse too many fields naming the first unknown one', async () => {
    const extra = Array.from({ length: 30 }, (_, i) => ({ name: `extra${i}`, value: 'x' }))
    const res = await fileRequest([...valid(), ...extra])
    expect(res.statusCode).toBe(400)
    expect(errorsOf(res)).toEqual([['extra0', 'unrecognized_keys']])
  })

  it('refuse a file under a text field, text under the photos, and a photo past the count', async () => {
    const fileAsText = await fileRequest([
      ...valid().filter((p) => p.name !== 'description'),
      { name: 'description', value: tinyPng, fileName: 'a.png', type: 'image/png' },
    ])
    expect(errorsOf(fileAsText)).toEqual([['description', 'invalid_type']])
    const textAsFile = await fileRequest([...valid(), { name: 'images', value: 'not a file' }])
    expect(errorsOf(textAsFile)).toEqual([['images', 'invalid_type']])
    const photo = { name: 'images', value: tinyPng, fileName: 'a.png', type: 'image/png' }
    const sixPhotos = await fileRequest([...valid(), ...Array.from({ length: 6 }, () => photo)])
    expect(errorsOf(sixPhotos)).toEqual([['images', 'too_many_files']])
  })

  it('answer a JSON body where the form is expected with a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/requests',
      headers: { ...bearer(manager), 'idempotency-key': `multipart-forms-${++keys}` },
      payload: request('Sent as JSON'),
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      errors: [{ field: 'body', code: 'invalid_type' }],
    })
  })
})

describe("a task's procedure at the contract's maximum", () => {
  it('of 60 steps, every help, title and option at its longest in "漢", is accepted and read back equal', async () => {
    const longest = (n: number, i: number) => `${i}`.padEnd(n, '漢')
    const procedure: Procedure = {
      steps: Array.from({ length: PROCEDURE_STEPS_MAX }, (_, i) => ({
        id: `step-${i}`.padEnd(40, 'x'),
        kind: 'choice' as const,
        title: longest(STEP_TITLE_MAX, i),
        help: longest(STEP_HELP_MAX, i),
        required: i % 2 === 0,
        options: Array.from({ length: STEP_OPTIONS_MAX }, (_, o) => longest(STEP_OPTION_MAX, o)),
      })),
    }
    const res = await send(
      '/api/maintenance',
      textParts({
        name: 'Longest procedure',
        type: 'review',
        condition: 'stopped',
        frequency: 'none',
        reason: 'Audit',
        provider: 'Own staff',
        durationMinutes: '30',
        risk: '2',
        startDate: '2026-11-20',
        machines: String(m['Flexo CI 1'].id),
        procedure: JSON.stringify(procedure),
      }),
    )
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/maintenance/${res.json().id}/detail`,
      headers: bearer(manager),
    })
    expect(detail.json().procedure).toEqual(procedure)
  })
})
