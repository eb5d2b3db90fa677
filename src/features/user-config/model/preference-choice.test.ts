import { describe, expect, it } from 'vitest'
import { preferenceCodesProblem } from '@/contract/account'
import { choiceFromCodes, codesFromChoice, type PreferenceChoice } from './preference-choice'

const every: PreferenceChoice[] = (['metric', 'imperial'] as const).flatMap((unitSystem) =>
  (['comma-dot', 'dot-comma'] as const).flatMap((separators) =>
    [true, false].flatMap((sendOrderPdf) =>
      [true, false].map((sendMaintenancePdf) => ({
        unitSystem,
        separators,
        sendOrderPdf,
        sendMaintenancePdf,
      })),
    ),
  ),
)

describe('preference choice and codes', () => {
  it('reads the codes the server stores', () => {
    expect(
      choiceFromCodes([
        'USER_SENDPDFWHENFINISHORDER_YES',
        'USER_SENDPDFMAINTENANCE_NO',
        'USER_GLOBALUNITSYSTEM_IMPERIAL',
        'SEPARATOR_MILES_DOT',
        'SEPARATOR_DECIMAL_COMMA',
      ]),
    ).toEqual({
      unitSystem: 'imperial',
      separators: 'dot-comma',
      sendOrderPdf: true,
      sendMaintenancePdf: false,
    })
  })

  it('falls back to metric, comma thousands and no mails for an empty list', () => {
    expect(choiceFromCodes([])).toEqual({
      unitSystem: 'metric',
      separators: 'comma-dot',
      sendOrderPdf: false,
      sendMaintenancePdf: false,
    })
  })

  it('writes a coherent set for every combination, which reads back the same', () => {
    for (const choice of every) {
      const codes = codesFromChoice(choice)
      expect(preferenceCodesProblem(codes), JSON.stringify(choice)).toBeNull()
      expect(codes).toHaveLength(5)
      expect(choiceFromCodes(codes)).toEqual(choice)
    }
  })

  it('sends the separator codes as the spec pairs them', () => {
    const base = every[0]
    expect(codesFromChoice({ ...base, separators: 'comma-dot' })).toEqual(
      expect.arrayContaining(['SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_DOT']),
    )
    expect(codesFromChoice({ ...base, separators: 'dot-comma' })).toEqual(
      expect.arrayContaining(['SEPARATOR_MILES_DOT', 'SEPARATOR_DECIMAL_COMMA']),
    )
    expect(codesFromChoice({ ...base, unitSystem: 'metric' })).toContain(
      'USER_GLOBALUNITSYSTEM_INTERNATIONAL',
    )
  })
})
