import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../src/contract/language-codes'
import { quantityUnits } from '../../src/contract/units'
import { quantityUnitSymbol, quantityUnitTexts } from './quantity-units'
import type { ReaderProfile } from './reader'
import { readerFormat } from './reader-format'

const reader = (language: string, comma = false): ReaderProfile => ({
  language,
  imperial: false,
  decimalSeparator: comma ? ',' : '.',
  thousandsSeparator: comma ? '.' : ',',
  currencySymbol: '€',
  timezone: 'Europe/Madrid',
})

/** The screens' translation of a unit symbol (msgctxt "unit symbol: ...") in a committed catalog. */
function catalogSymbol(language: string, unit: string): string | undefined {
  const file = path.resolve(import.meta.dirname, '../../locales', language, 'messages.po')
  const text = readFileSync(file, 'utf8')
  const escaped = unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`msgctxt "unit symbol:[^"]*"\\nmsgid "${escaped}"\\nmsgstr "([^"]*)"`).exec(text)?.[1]
}

describe('quantity units of documents', () => {
  it('read the stored codes as SI symbols, in Cyrillic for Russian', () => {
    for (const language of ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT']) {
      expect(
        ['kW', 'Kg', 'lts', 'm³'].map((c) => quantityUnitSymbol(c, language)),
        language,
      ).toEqual(['kWh', 'kg', 'L', 'm³'])
    }
    expect(['kW', 'Kg', 'lts', 'm³'].map((c) => quantityUnitSymbol(c, 'ru_RU'))).toEqual([
      'кВт·ч',
      'кг',
      'л',
      'м³',
    ])
    expect(quantityUnitSymbol('pcs', 'ru_RU')).toBe('pcs')
    expect(quantityUnitSymbol('kW', 'xx_XX')).toBe('kWh')
  })

  it('say the same as the screens in every language', () => {
    for (const language of languageCodes) {
      for (const unit of quantityUnits) {
        expect(catalogSymbol(language, unit), `${language} ${unit}`).toBe(quantityUnitTexts[unit][language])
      }
    }
  })

  it('print amounts with the reader separators and never as kW, Kg or lts', () => {
    const en = readerFormat(reader('en_EN'))
    expect(en.quantity(183.2, 'kW')).toBe('183.20 kWh')
    expect(`${en.money(0.081, 3)}/${en.unit('kW')}`).toBe('0.081 €/kWh')
    const ru = readerFormat(reader('ru_RU', true))
    expect(ru.quantity(1234.5, 'Kg')).toBe('1.234,50 кг')
    expect(ru.quantity(null, 'kW')).toBe('-')
    expect(ru.quantity(2, 'unknown', 0)).toBe('2 unknown')
    for (const language of languageCodes) {
      const f = readerFormat(reader(language))
      const text = [f.quantity(1, 'kW'), f.quantity(1, 'Kg'), f.quantity(1, 'lts')].join(' ')
      expect(text, language).not.toMatch(/kW(?!h)|Kg|lts/)
    }
  })
})
