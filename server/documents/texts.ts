/**
 * Texts of what the server writes for people (PDFs, workbooks, mails, the dashboard page): each
 * text in the six interface languages, looked up for a reader with English as the fallback for a
 * language the catalogs do not have. The client's texts go through Lingui; these live on the server
 * because the files are made there, so every table of them is written the same way: `row()` in the
 * fixed order ca, en, es, fr, pt, ru, and `textsIn()` for a typed lookup that fills {placeholders}.
 */
import type { LanguageCode } from '../../src/contract/language-codes'

/** One text, one entry per interface language. */
export type Translated = Record<LanguageCode, string>

/**
 * A text from its six translations, in the order ca_ES, en_EN, es_ES, fr_FR, pt_PT, ru_RU; or, for
 * what is translated whole (the terms' documents), one such thing per language.
 */
export const row = <T = string>(ca: T, en: T, es: T, fr: T, pt: T, ru: T): Record<LanguageCode, T> => ({
  ca_ES: ca,
  en_EN: en,
  es_ES: es,
  fr_FR: fr,
  pt_PT: pt,
  ru_RU: ru,
})

/** The reader's language, or English for a code the catalogs do not have. */
export function inLanguage(text: Translated, language: string): string {
  return (text as Record<string, string>)[language] ?? text.en_EN
}

/** `{name}` placeholders replaced by `values`; a placeholder with no value stays as written. */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name] : whole))
}

/** The lookup of one table in one language: `t(key)` or `t(key, { name: 'Ana' })`. */
export function textsIn<K extends string>(table: Readonly<Record<K, Translated>>, language: string) {
  return (key: K, values?: Readonly<Record<string, string>>) => {
    const text = inLanguage(table[key], language)
    return values ? fillIn(text, values) : text
  }
}
