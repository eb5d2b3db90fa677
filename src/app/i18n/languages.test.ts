import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  detectLanguage,
  htmlLang,
  languageStorageKey,
  mantineDatesLocale,
  readStoredLanguage,
  storeLanguage,
  toLanguageCode,
} from './languages'

describe('toLanguageCode', () => {
  it('keeps the six codes and maps tags by their primary subtag', () => {
    expect(toLanguageCode('ca_ES')).toBe('ca_ES')
    expect(toLanguageCode('ca-ES-valencia')).toBe('ca_ES')
    expect(toLanguageCode('en-US')).toBe('en_EN')
    expect(toLanguageCode('en')).toBe('en_EN')
    expect(toLanguageCode('es-MX')).toBe('es_ES')
    expect(toLanguageCode('FR-ca')).toBe('fr_FR')
    expect(toLanguageCode('pt-BR')).toBe('pt_PT')
    expect(toLanguageCode('ru')).toBe('ru_RU')
    expect(toLanguageCode('es_AR')).toBe('es_ES')
  })

  it('returns null for languages we do not have', () => {
    expect(toLanguageCode('de-DE')).toBeNull()
    expect(toLanguageCode('')).toBeNull()
    expect(toLanguageCode(null)).toBeNull()
    expect(toLanguageCode(undefined)).toBeNull()
  })
})

describe('detectLanguage', () => {
  it("prefers the user's language", () => {
    expect(detectLanguage('fr_FR', ['ru-RU'])).toBe('fr_FR')
  })

  it('otherwise takes the first browser language we have', () => {
    expect(detectLanguage(null, ['de-DE', 'pt-BR', 'en-US'])).toBe('pt_PT')
    expect(detectLanguage(undefined, ['en-GB'])).toBe('en_EN')
    expect(detectLanguage('xx', ['ca'])).toBe('ca_ES')
  })

  it('falls back to es_ES', () => {
    expect(detectLanguage(null, [])).toBe('es_ES')
    expect(detectLanguage(null, ['de', 'it-IT'])).toBe('es_ES')
  })

  it('reads navigator.languages by default', () => {
    vi.stubGlobal('navigator', { languages: ['ru-RU', 'en'], language: 'ru-RU' })
    expect(detectLanguage()).toBe('ru_RU')
    vi.stubGlobal('navigator', { languages: [], language: 'ca' })
    expect(detectLanguage()).toBe('ca_ES')
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })
})

describe('locale names', () => {
  it('gives dayjs / Mantine locale names and html lang tags', () => {
    expect(mantineDatesLocale('ca_ES')).toBe('ca')
    expect(mantineDatesLocale('en_EN')).toBe('en')
    expect(mantineDatesLocale('pt_PT')).toBe('pt')
    expect(htmlLang('pt_PT')).toBe('pt-PT')
    expect(htmlLang('en_EN')).toBe('en')
  })
})

describe('language mirror', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('stores and reads a valid language', () => {
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    })
    expect(readStoredLanguage()).toBeNull()
    storeLanguage('ru_RU')
    expect(store.get(languageStorageKey)).toBe('ru_RU')
    expect(readStoredLanguage()).toBe('ru_RU')
    store.set(languageStorageKey, 'klingon')
    expect(readStoredLanguage()).toBeNull()
  })

  it('survives a storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    })
    expect(readStoredLanguage()).toBeNull()
    expect(() => storeLanguage('es_ES')).not.toThrow()
  })
})
