import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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

const LANGUAGES = ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT', 'ru_RU']
const serverDir = join(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

describe('every server text table', () => {
  it('is written with row(), never as an object keyed by the six languages', () => {
    // A table written both ways invites a seventh language added to one style and not the other.
    const own = join(serverDir, 'documents', 'texts.ts')
    const keyed = sourceFiles(serverDir).filter((file) => {
      if (file === own) return false
      const text = readFileSync(file, 'utf8')
      return LANGUAGES.every((language) => new RegExp(`\\b${language}['"]?\\s*:`).test(text))
    })
    expect(keyed.map((file) => file.slice(serverDir.length + 1))).toEqual([])
  })
})
