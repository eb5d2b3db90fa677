import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../contract/language-codes'
import { defaultUnitPreferences, unitPreferencesFrom } from '../format/unit-preferences'
import { formatQuantity, perUnit, quantityUnitLabels, unitSymbol } from './quantity-units'
import { i18nWith, loadCommittedCatalog } from './testing/catalog-fixture'

/** The stored codes of the product's consumable types (spec 002 §9, the demo catalogue). */
const storedCodes = ['kW', 'Kg', 'lts', 'm³'] as const

describe('quantity unit labels', () => {
  it.each(languageCodes)('are translated in %s', async (locale) => {
    const messages = await loadCommittedCatalog(locale)
    const missing = Object.entries(quantityUnitLabels).filter(([, d]) => !d.id || !messages[d.id])
    expect(missing.map(([unit]) => unit)).toEqual([])
  })

  it('write the stored codes as SI symbols in the five Latin-script languages', async () => {
    for (const locale of ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT'] as const) {
      const i18n = await i18nWith(locale)
      expect(
        storedCodes.map((code) => unitSymbol(i18n, code)),
        locale,
      ).toEqual(['kWh', 'kg', 'L', 'm³'])
    }
  })

  it('write them in Cyrillic in Russian', async () => {
    const ru = await i18nWith('ru_RU')
    expect(storedCodes.map((code) => unitSymbol(ru, code))).toEqual(['кВт·ч', 'кг', 'л', 'м³'])
  })

  it('never print energy used as kW, nor Kg or lts, in any language', async () => {
    for (const locale of languageCodes) {
      const i18n = await i18nWith(locale)
      const prefs = defaultUnitPreferences
      const texts = [
        formatQuantity(i18n, 183.2, 'kW', prefs),
        formatQuantity(i18n, 12.5, 'Kg', prefs),
        formatQuantity(i18n, 3.25, 'lts', prefs),
        perUnit(i18n, '0.081 €', 'kW'),
      ].join(' | ')
      expect(texts, locale).not.toMatch(/kW(?!h)|Kg|lts/)
    }
  })

  it('formats an amount with the user separators and the unit of the language', async () => {
    const en = await i18nWith('en_EN')
    expect(formatQuantity(en, 183.2, 'kW', defaultUnitPreferences)).toBe('183.20 kWh')
    expect(perUnit(en, '0.081 €', 'kW')).toBe('0.081 €/kWh')
    const es = await i18nWith('es_ES')
    const comma = unitPreferencesFrom([
      { concept: 'SEPARATOR_DECIMAL', unit: ',' },
      { concept: 'SEPARATOR_MILES', unit: '.' },
    ])
    expect(formatQuantity(es, 1234.5, 'Kg', comma)).toBe('1.234,50 kg')
    expect(formatQuantity(es, 0.5, 'lts', comma, 1)).toBe('0,5 L')
    const ru = await i18nWith('ru_RU')
    expect(formatQuantity(ru, 183.2, 'kW', comma)).toBe('183,20 кВт·ч')
    expect(perUnit(ru, '0,081 €', 'kW')).toBe('0,081 €/кВт·ч')
    expect(formatQuantity(ru, 2, 'm3', comma, 0)).toBe('2 м³')
  })

  it('keeps an imperial user metric consumables (no conversion of them exists) and their separators', async () => {
    const en = await i18nWith('en_EN')
    const imperial = unitPreferencesFrom([{ concept: 'UNIT_LENGTH', unit: 'ft' }])
    expect(imperial.length).toBe('ft')
    expect(formatQuantity(en, 10, 'Kg', imperial, 1)).toBe('10.0 kg')
  })

  it('shows a code it does not know as stored, and a missing value as -', async () => {
    const fr = await i18nWith('fr_FR')
    expect(unitSymbol(fr, 'rolls')).toBe('rolls')
    expect(unitSymbol(fr, undefined)).toBe('')
    expect(formatQuantity(fr, 4, 'pcs', defaultUnitPreferences, 0)).toBe('4 pcs')
    expect(formatQuantity(fr, 4, '', defaultUnitPreferences, 0)).toBe('4')
    expect(formatQuantity(fr, null, 'kW', defaultUnitPreferences)).toBe('-')
    expect(perUnit(fr, '2 €', '')).toBe('2 €')
  })
})
