/**
 * Interface languages (spec 000 §9), without zod: the PWA's first chunk needs the list, and
 * importing session.ts there would pull every schema (and zod) into the login page.
 */
export const languageCodes = ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT', 'ru_RU'] as const
export type LanguageCode = (typeof languageCodes)[number]

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}

/**
 * The interface languages named in their own language, as language pickers do: a reader finds
 * their language whatever the screen reads in. Not translated on purpose. Here, beside the codes,
 * so the server (the documents' language list) and the client name them from one list.
 */
export const nativeLanguageNames: Record<LanguageCode, string> = {
  ca_ES: 'Català',
  en_EN: 'English',
  es_ES: 'Español',
  fr_FR: 'Français',
  pt_PT: 'Português',
  ru_RU: 'Русский',
}
