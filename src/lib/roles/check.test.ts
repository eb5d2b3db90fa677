import { describe, expect, it } from 'vitest'
import { hasAnyRole, hasRole, roleSet, satisfies } from './check'

describe('role rules (spec 001 §6)', () => {
  it('requires every plain name', () => {
    expect(satisfies(['ROLE_USER', 'ROLE_DOC'], ['ROLE_USER', 'ROLE_DOC'])).toBe(true)
    expect(satisfies(['ROLE_USER'], ['ROLE_USER', 'ROLE_DOC'])).toBe(false)
  })

  it('accepts any one name of a nested list', () => {
    expect(satisfies(['ROLE_COOL'], [['ROLE_USER', 'ROLE_COOL']])).toBe(true)
    expect(satisfies(['ROLE_DOC'], [['ROLE_USER', 'ROLE_COOL']])).toBe(false)
  })

  it('combines plain and nested parts', () => {
    const rule = [
      'ROLE_USER',
      ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'],
    ] as const
    expect(satisfies(['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'], rule)).toBe(true)
    expect(satisfies(['ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'], rule)).toBe(false)
    expect(satisfies(['ROLE_USER'], rule)).toBe(false)
  })

  it('requires nothing for an empty rule or an empty nested list', () => {
    expect(satisfies([], [])).toBe(true)
    expect(satisfies([], [[]])).toBe(true)
    expect(satisfies(null, [])).toBe(true)
  })

  it('reads session role objects, plain names and sets alike', () => {
    expect(satisfies([{ name: 'ROLE_DOC' }], ['ROLE_DOC'])).toBe(true)
    expect(satisfies(new Set(['ROLE_DOC']), ['ROLE_DOC'])).toBe(true)
    expect(roleSet([{ name: 'ROLE_DOC' }, 'ROLE_USER'])).toEqual(new Set(['ROLE_DOC', 'ROLE_USER']))
    expect(hasRole(undefined, 'ROLE_USER')).toBe(false)
    expect(hasAnyRole([{ name: 'ROLE_TECHNICIAN' }], 'ROLE_USER', 'ROLE_TECHNICIAN')).toBe(true)
    expect(hasAnyRole([{ name: 'ROLE_DOC' }], 'ROLE_USER', 'ROLE_TECHNICIAN')).toBe(false)
  })
})
