/**
 * Interface languages (spec 000 §9), without zod: the PWA's first chunk needs the list, and
 * importing session.ts there would pull every schema (and zod) into the login page.
 */
export const languageCodes = ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT', 'ru_RU'] as const
export type LanguageCode = (typeof languageCodes)[number]

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}
