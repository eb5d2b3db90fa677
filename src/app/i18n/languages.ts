import { isLanguageCode, type LanguageCode } from '../../contract/language-codes'

export { isLanguageCode }

import { dayjsLocaleNames } from '../../lib/format/dayjs-locale-names'

/** The language used when neither the user nor the browser names one we have (spec 000 §9). */
export const DEFAULT_LANGUAGE: LanguageCode = 'es_ES'

/** localStorage key of the language mirror, read before the session loads so the first paint is right. */
export const languageStorageKey = 'plant-portal.language'

const byPrimaryTag: Record<string, LanguageCode> = {
  ca: 'ca_ES',
  en: 'en_EN',
  es: 'es_ES',
  fr: 'fr_FR',
  pt: 'pt_PT',
  ru: 'ru_RU',
}

/** BCP 47 tags for <html lang> ('en_EN' is not a valid tag: EN is no region). */
const htmlLangs: Record<LanguageCode, string> = {
  ca_ES: 'ca',
  en_EN: 'en',
  es_ES: 'es',
  fr_FR: 'fr',
  pt_PT: 'pt-PT',
  ru_RU: 'ru',
}

/**
 * Maps a language tag from any source ('es_ES', 'es-MX', 'ca-ES-valencia', 'PT-br', 'ru') to one
 * of the six interface languages by its primary subtag; null when none matches.
 */
export function toLanguageCode(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null
  if (isLanguageCode(tag)) return tag
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return byPrimaryTag[primary] ?? null
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  if (navigator.languages?.length) return navigator.languages
  return navigator.language ? [navigator.language] : []
}

/**
 * The interface language: the user's own setting, else the first browser language we have, else
 * es_ES. `browser` defaults to navigator.languages; tests pass it explicitly.
 */
export function detectLanguage(
  userLanguage?: string | null,
  browser: readonly string[] = browserLanguages(),
): LanguageCode {
  const own = toLanguageCode(userLanguage)
  if (own) return own
  for (const tag of browser) {
    const code = toLanguageCode(tag)
    if (code) return code
  }
  return DEFAULT_LANGUAGE
}

export const mantineDatesLocale = (code: LanguageCode) => dayjsLocaleNames[code]
export const htmlLang = (code: LanguageCode) => htmlLangs[code]

/** The mirrored language, if any (localStorage may be unavailable: private mode, tests). */
export function readStoredLanguage(): LanguageCode | null {
  try {
    const value = globalThis.localStorage?.getItem(languageStorageKey)
    return isLanguageCode(value) ? value : null
  } catch {
    return null
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, code)
  } catch {
    // Storage full or blocked: the language is still applied for this page.
  }
}
