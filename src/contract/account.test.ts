import { describe, expect, it } from 'vitest'
import { apiKeyAliasSchema, preferenceCodesProblem } from './account'

describe('preferenceCodesProblem', () => {
  it('accepts one unit system with either coherent separator pair', () => {
    expect(
      preferenceCodesProblem([
        'USER_GLOBALUNITSYSTEM_IMPERIAL',
        'SEPARATOR_MILES_COMMA',
        'SEPARATOR_DECIMAL_DOT',
      ]),
    ).toBeNull()
    expect(
      preferenceCodesProblem([
        'USER_GLOBALUNITSYSTEM_INTERNATIONAL',
        'SEPARATOR_MILES_DOT',
        'SEPARATOR_DECIMAL_COMMA',
        'USER_SENDPDFMAINTENANCE_YES',
      ]),
    ).toBeNull()
  })
  it.each([
    [[]],
    [['SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_DOT']],
    [['USER_GLOBALUNITSYSTEM_IMPERIAL']],
    [['USER_GLOBALUNITSYSTEM_IMPERIAL', 'SEPARATOR_MILES_DOT', 'SEPARATOR_DECIMAL_DOT']],
    [
      [
        'USER_GLOBALUNITSYSTEM_IMPERIAL',
        'SEPARATOR_MILES_COMMA',
        'SEPARATOR_DECIMAL_DOT',
        'SEPARATOR_MILES_DOT',
        'SEPARATOR_DECIMAL_COMMA',
      ],
    ],
    [
      [
        'USER_GLOBALUNITSYSTEM_IMPERIAL',
        'SEPARATOR_MILES_COMMA',
        'SEPARATOR_DECIMAL_DOT',
        'USER_SENDPDFWHENFINISHORDER_YES',
        'USER_SENDPDFWHENFINISHORDER_NO',
      ],
    ],
  ])('refuses %j', (codes) => {
    expect(preferenceCodesProblem(codes)).not.toBeNull()
  })
})

describe('apiKeyAliasSchema', () => {
  it('allows letters (any script), digits, spaces, - and _', () => {
    expect(apiKeyAliasSchema.safeParse('ERP línea_2 - prod').success).toBe(true)
    expect(apiKeyAliasSchema.safeParse('a/b').success).toBe(false)
    expect(apiKeyAliasSchema.safeParse('  ').success).toBe(false)
  })
})
