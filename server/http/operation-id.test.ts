import { describe, expect, it } from 'vitest'
import { finishDocument } from './openapi-document'
import { operationIdOf } from './operation-id'

describe('operationIdOf', () => {
  it('names an operation by its verb, its path words and its parameters', () => {
    expect(operationIdOf('GET', '/maintenanceEvent')).toBe('getMaintenanceEvent')
    expect(operationIdOf('GET', '/maintenanceEvent/:id')).toBe('getMaintenanceEventById')
    expect(operationIdOf('PUT', '/job-cost/machines/:id/prices/:priceId')).toBe(
      'putJobCostMachinesPricesByIdAndPriceId',
    )
    expect(operationIdOf('GET', '/maintenance/:id/readings.xlsx')).toBe('getMaintenanceReadingsXlsxById')
    expect(operationIdOf('POST', '/user_notifications/')).toBe('postUserNotifications')
  })
  it('reads Fastify and OpenAPI paths alike, with or without the /api prefix', () => {
    expect(operationIdOf('DELETE', '/api/displays/{id}')).toBe(operationIdOf('DELETE', '/displays/:id'))
  })
})

describe('finishDocument', () => {
  const op = (operationId: string, extra: object = {}) => ({
    operationId,
    summary: 'S',
    responses: {},
    ...extra,
  })

  it('refuses two operations with one operationId, naming both', () => {
    const openapiObject = {
      paths: { '/a/{id}/b': { get: op('getABById') }, '/a/b/{id}': { get: op('getABById') } },
    }
    expect(() => finishDocument({ openapiObject })).toThrow(
      /getABById of GET \/a\/b\/\{id\} is also GET \/a\/\{id\}\/b/,
    )
  })

  it('declares every tag it meets, gives a summary as the missing description, and items to tuples', () => {
    const tuple = {
      type: 'array',
      prefixItems: [{ type: 'number' }, { type: 'number' }],
      items: false,
      maxItems: 2,
    }
    const mixed = { type: 'array', prefixItems: [{ type: 'number' }, { type: 'string' }], maxItems: 2 }
    const document = finishDocument({
      openapiObject: {
        paths: {
          '/x': { get: op('getX', { tags: ['maintenance', 'brand new'], tuple, mixed }) },
        },
      },
    }) as { tags: { name: string }[]; paths: { '/x': { get: Record<string, unknown> } } }
    expect(document.tags.map((t) => t.name)).toEqual(['maintenance', 'brand new'])
    const get = document.paths['/x'].get
    expect(get.description).toBe('S')
    expect((get.tuple as { items: unknown }).items).toEqual({ type: 'number' })
    expect((get.mixed as { items: unknown }).items).toEqual({
      anyOf: [{ type: 'number' }, { type: 'string' }],
    })
  })
})
