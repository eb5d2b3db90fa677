/**
 * The served OpenAPI document as outside tools read it (issue 44 item 5, ADR 052): the Spectral and
 * Prism checks of `npm test` (scripts/check-openapi.mjs) hold it to the tools themselves; this test
 * names what each of those failures would have been.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

type Json = Record<string, unknown>
interface Operation {
  operationId?: string
  tags?: string[]
  description?: string
  security?: Json[]
  requestBody?: { content: Record<string, { schema: Json; encoding?: Record<string, Json> }> }
}

let t: TestApp
let doc: { paths: Record<string, Record<string, Operation>>; tags: { name: string }[]; components: Json }
let operations: { where: string; op: Operation }[]
beforeAll(async () => {
  t = await createTestApp()
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })),
  )
})
afterAll(() => t.close())

it('gives every operation its own readable operationId and a description', () => {
  const ids = operations.map(({ op }) => op.operationId)
  expect(ids.filter((id) => !/^(get|post|put|delete|patch)[A-Z][A-Za-z0-9]*$/.test(String(id)))).toEqual([])
  expect(new Set(ids).size).toBe(ids.length)
  expect(operations.filter(({ op }) => !op.description).map((o) => o.where)).toEqual([])
  expect(doc.paths['/api/maintenanceEvent/{id}'].get.operationId).toBe('getMaintenanceEventById')
})

it('declares at the top every tag an operation uses', () => {
  const declared = new Set(doc.tags.map((tag) => tag.name))
  const used = new Set(operations.flatMap(({ op }) => op.tags ?? []))
  expect([...used].filter((tag) => !declared.has(tag))).toEqual([])
})

it('documents each multipart write with its fields, its files and their limits', () => {
  const forms: [string, string[], string[]][] = [
    ['POST /api/maintenance/requests', ['machineId', 'description', 'urgency'], ['images']],
    ['POST /api/maintenance', ['name', 'frequency', 'machines', 'startDate'], ['file']],
    ['POST /api/maintenance/{id}', ['name', 'removeFile', 'procedure'], ['file']],
    ['POST /api/maintenanceinfo', ['taskId'], ['file']],
    ['POST /api/maintenanceEvent/{id}/maintenanceEventImage', [], ['image']],
    ['POST /api/maintenanceEvent/images', ['eventId'], ['images']],
    ['POST /api/documents/machines/{serialNumber}', ['section', 'language', 'title'], ['file']],
    ['POST /api/sat_mail', ['subject', 'message', 'machineId'], ['files']],
  ]
  for (const [where, fields, files] of forms) {
    const op = operations.find((o) => o.where === where)?.op
    const form = op?.requestBody?.content['multipart/form-data']
    expect(form, where).toBeDefined()
    const properties = form?.schema.properties as Record<string, Json>
    for (const field of fields) expect(properties[field], `${where} ${field}`).toBeDefined()
    for (const file of files) {
      const part = properties[file]
      const binary = part.type === 'array' ? (part.items as Json) : part
      expect(binary.format, `${where} ${file}`).toBe('binary')
      expect(String(part.description), `${where} ${file}`).toMatch(/at most \d+ MB/)
      expect(form?.encoding?.[file]?.contentType, `${where} ${file}`).toMatch(/^(image|application)\//)
    }
  }
  const fieldsOf = (path: string) =>
    (doc.paths[path].post.requestBody?.content['multipart/form-data'].schema.properties ?? {}) as Record<
      string,
      Json
    >
  // The description's limit is the contract's, as zod counts it (characters).
  expect(fieldsOf('/api/maintenance/requests').description.maxLength).toBe(1000)
  // A JSON field of the task form is JSON text with its own schema, not an object part.
  expect(fieldsOf('/api/maintenance').procedure).toMatchObject({
    type: 'string',
    contentMediaType: 'application/json',
  })
})

it("documents the display's own scheme, not a bearer token", () => {
  expect(doc.paths['/api/display/status'].get.security).toEqual([{ display: [] }])
  const schemes = (doc.components as { securitySchemes: Record<string, Json> }).securitySchemes
  expect(schemes.display).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' })
  expect(schemes.display.description).toMatch(/^Authorization: Display <token>/)
})

it('gives every array schema an items schema (the histogram tuples read as pairs)', () => {
  const missing: string[] = []
  const walk = (node: unknown, at: string) => {
    if (node === null || typeof node !== 'object') return
    const schema = node as Json
    if (schema.type === 'array' && (typeof schema.items !== 'object' || schema.items === null))
      missing.push(at)
    for (const [key, child] of Object.entries(schema)) walk(child, `${at}.${key}`)
  }
  walk(doc.paths, 'paths')
  expect(missing).toEqual([])
  const histogram = doc.paths['/api/order/histogram'].get as unknown as {
    responses: { 200: { content: { 'application/json': { schema: { properties: { speeds: Json } } } } } }
  }
  const pair = histogram.responses[200].content['application/json'].schema.properties.speeds.items as Json
  expect(pair).toMatchObject({ type: 'array', minItems: 2, maxItems: 2, items: { type: 'number' } })
})
