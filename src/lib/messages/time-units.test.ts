import { describe, expect, it } from 'vitest'
import { formatMinutes } from '../format/duration'
import { i18nWith } from './testing/catalog-fixture'
import { timeSymbols } from './time-units'

describe('time unit symbols', () => {
  it('are h and min in the five Latin-script languages', async () => {
    for (const locale of ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT'] as const) {
      const i18n = await i18nWith(locale)
      expect(timeSymbols(i18n), locale).toEqual({ hour: 'h', minute: 'min' })
      expect(formatMinutes(65, timeSymbols(i18n)), locale).toBe('1 h 5 min')
    }
  })

  it('are Cyrillic in Russian (issue 29: no English unit in a Russian screen)', async () => {
    const ru = await i18nWith('ru_RU')
    expect(timeSymbols(ru)).toEqual({ hour: 'ч', minute: 'мин' })
    expect(formatMinutes(65, timeSymbols(ru))).toBe('1 ч 5 мин')
    expect(formatMinutes(40, timeSymbols(ru))).toBe('40 мин')
  })
})
