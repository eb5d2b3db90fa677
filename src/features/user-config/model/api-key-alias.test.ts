import { describe, expect, it } from 'vitest'
import { apiKeyAliasSchema } from '@/contract/account'
import { aliasProblem } from './api-key-alias'

describe('aliasProblem', () => {
  it('accepts letters (accents too), digits, spaces, - and _', () => {
    for (const alias of ['ERP link', 'Línea_1', 'gateway-07', 'Котел 2'])
      expect(aliasProblem(alias)).toBeNull()
  })

  it('needs an alias', () => {
    expect(aliasProblem('')).toBe('required')
    expect(aliasProblem('   ')).toBe('required')
  })

  it('refuses special characters and more than 60 characters', () => {
    for (const alias of ['a/b', 'x*y', 'key.json', 'a,b', '<k>'])
      expect(aliasProblem(alias)).toBe('special-characters')
    expect(aliasProblem('x'.repeat(61))).toBe('too-long')
  })

  it('agrees with the server schema', () => {
    for (const alias of ['ERP link', 'Línea_1', '', 'a/b', 'x'.repeat(61), ' padded ']) {
      expect(aliasProblem(alias) === null, alias).toBe(apiKeyAliasSchema.safeParse(alias).success)
    }
  })
})
