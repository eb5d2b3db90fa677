import type { LanguageCode } from '../../../src/contract/language-codes'

/** Server-side texts of a file (an export's headers): one entry per interface language. */
export type Translated = Record<LanguageCode, string>

/** The user's language, or English for a code the catalogs do not have. */
export function inLanguage(text: Translated, language: string): string {
  return (text as Record<string, string>)[language] ?? text.en_EN
}
