import { describe, expect, it } from 'vitest'
import { stopReasonCodes } from '../../src/contract/stop-reasons'
import { stopReasonText, stopReasonTexts } from './stop-reason-texts'

describe('stop reason texts of the documents', () => {
  it('name every code in the six languages, each language its own name', () => {
    expect(Object.keys(stopReasonTexts).sort()).toEqual([...stopReasonCodes].sort())
    for (const code of stopReasonCodes) {
      const text = stopReasonTexts[code]
      for (const value of Object.values(text)) expect(value.trim()).not.toBe('')
      expect(text.es_ES).not.toBe(text.en_EN)
      expect(text.ru_RU).not.toBe(text.en_EN)
      expect(text.ru_RU).toMatch(/[а-яё]/i)
    }
    // Distinct names within a language: two codes never read the same.
    for (const language of ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT', 'ru_RU'] as const) {
      const names = stopReasonCodes.map((c) => stopReasonTexts[c][language])
      expect(new Set(names).size).toBe(names.length)
    }
  })

  it("names a coded stop in the reader's language and keeps the gateway's text without a code", () => {
    expect(stopReasonText('es_ES', 'plate_change', 'Plate change')).toBe('Cambio de planchas')
    expect(stopReasonText('ru_RU', 'web_break', 'Web break')).toBe('Обрыв полотна')
    expect(stopReasonText('xx_XX', 'web_break', 'Rotura')).toBe('Web break')
    expect(stopReasonText('es_ES', null, 'Lo que escribió la planta')).toBe('Lo que escribió la planta')
    expect(stopReasonText('es_ES', 'not_a_code', 'Texto')).toBe('Texto')
  })
})

describe('the inactivity workbook', () => {
  it('names coded reasons in the reader language and uncoded ones as typed', async () => {
    const { inactivitySheetRows } = await import('../services/statistics/inactivity-export')
    const rows = inactivitySheetRows(
      [
        {
          id: 1,
          description: 'Plate change',
          reasonCode: 'plate_change',
          category: 1,
          repeats: 2,
          duration: 600,
        },
        { id: 2, description: 'Averia rara', reasonCode: null, category: 2, repeats: 1, duration: 60 },
      ],
      'ru_RU',
    )
    const names = rows.filter((r) => !r.bold).map((r) => r.description)
    expect(names).toEqual(['Averia rara', 'Смена форм'])
  })
})
