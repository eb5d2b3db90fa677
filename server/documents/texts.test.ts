import { describe, expect, it } from 'vitest'
import { inLanguage, row, textsIn } from './texts'

const table = {
  hello: row('Hola {name}', 'Hello {name}', 'Hola {name}', 'Bonjour {name}', 'Olá {name}', 'Привет, {name}'),
  page: row('Pàgina', 'Page', 'Página', 'Page', 'Página', 'Страница'),
}

describe('texts', () => {
  it('puts the six translations in the order ca, en, es, fr, pt, ru', () => {
    expect(table.page).toEqual({
      ca_ES: 'Pàgina',
      en_EN: 'Page',
      es_ES: 'Página',
      fr_FR: 'Page',
      pt_PT: 'Página',
      ru_RU: 'Страница',
    })
  })

  it("looks a text up in the reader's language and fills its placeholders", () => {
    expect(textsIn(table, 'ru_RU')('hello', { name: 'Анна' })).toBe('Привет, Анна')
    expect(textsIn(table, 'ca_ES')('page')).toBe('Pàgina')
  })

  it('falls back to English for a language the catalogs do not have', () => {
    expect(textsIn(table, 'de_DE')('page')).toBe('Page')
    expect(inLanguage(table.page, '')).toBe('Page')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(textsIn(table, 'en_EN')('hello', {})).toBe('Hello {name}')
  })
})
