/** The terms of service: a real PDF per interface language, linked from the session (spec 002 §2.8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageCodes } from '../../src/contract/language-codes'
import { loginBody } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/terms/{language}.pdf', () => {
  it.each(languageCodes)('answers the %s terms as a PDF, without a session', async (language) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/terms/${language}.pdf` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(res.rawPayload.length).toBeGreaterThan(5_000)
  })

  it('renders each language differently (its own text, not a copy)', async () => {
    const sizes = new Set<number>()
    for (const language of languageCodes) {
      sizes.add((await t.app.inject({ url: `/api/terms/${language}.pdf` })).rawPayload.length)
    }
    expect(sizes.size).toBe(languageCodes.length)
  })

  it('refuses a language it does not have, naming the field', async () => {
    for (const url of ['/api/terms/de_DE.pdf', '/api/terms/en_EN', '/api/terms/..%2Fpackage.json']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().errors[0].field).toBe('document')
    }
  })
})

it("the session's termsUrl points to the terms in the user's language", async () => {
  for (const [email, language] of [
    ['manager@demo.plant', 'en_EN'],
    ['new@demo.plant', 'es_ES'],
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: loginBody(email) })
    expect(res.json().user.termsUrl).toBe(`/api/terms/${language}.pdf`)
  }
})
