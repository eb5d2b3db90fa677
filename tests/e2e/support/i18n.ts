/**
 * Reads the Lingui .po catalogs under locales/ so tests can select by the text a user really sees,
 * whatever language the signed-in user has (several demo users are Spanish). Messages are written
 * in English in the code and the .po files key them by that English text (msgid).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './server'

export const locales = ['en_EN', 'es_ES', 'ca_ES', 'fr_FR', 'pt_PT', 'ru_RU'] as const
export type Locale = (typeof locales)[number]

/** Per language, every translation of each English message, in catalog file order. */
const cache = new Map<Locale, Map<string, string[]>>()

function unquote(s: string): string {
  return JSON.parse(s.replace(/\\'/g, "'")) as string
}

/** Minimal .po reader: msgid/msgstr pairs with continuation lines; contexts and plurals ignored. */
export function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | null = null
  let id = ''
  let str = ''
  const flush = () => {
    if (id && str) out.set(id, str)
    id = ''
    str = ''
  }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line.startsWith('msgid ')) {
      flush()
      field = 'msgid'
      id = unquote(line.slice(6))
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr'
      str = unquote(line.slice(7))
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line)
      else str += unquote(line)
    } else if (line === '' || line.startsWith('#')) {
      if (line === '') field = null
    } else {
      field = null
    }
  }
  flush()
  return out
}

function catalog(locale: Locale): Map<string, string[]> {
  let c = cache.get(locale)
  if (!c) {
    // Every catalog of the language, the base one and the areas' (lingui.config.ts), by file name.
    // One English message may read differently in two areas (ru "Configuration": the user menu's
    // "Настройки", the recipe section's "Конфигурация"), so each keeps all its translations.
    const dir = path.join(repoRoot, 'locales', locale)
    const names = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.po')) : []
    names.sort()
    c = new Map()
    for (const name of names) {
      for (const [id, text] of parsePo(readFileSync(path.join(dir, name), 'utf8'))) {
        const texts = c.get(id) ?? []
        if (!texts.includes(text)) texts.push(text)
        c.set(id, texts)
      }
    }
    cache.set(locale, c)
  }
  return c
}

/** Every text shown for an English message in a locale (English when the catalogs lack it). */
function translations(locale: Locale, message: string): string[] {
  if (locale === 'en_EN') return [message]
  return catalog(locale).get(message) ?? [message]
}

/** The text shown for an English message in a locale (the last catalog's, by file name, when they differ). */
export function tr(locale: Locale, message: string): string {
  return translations(locale, message).at(-1) as string
}

/** True when the catalog of that locale really translates the message (not a copy of English). */
export function isTranslated(locale: Locale, message: string): boolean {
  return translations(locale, message).some((t) => t !== message)
}

/**
 * True when a catalog of that locale writes the message exactly as English does: a word the two
 * languages share (Spanish "Material", "Gas"), which on a screen of that language is not English.
 */
export function readsAsEnglish(locale: Locale, message: string): boolean {
  return locale === 'en_EN' || (catalog(locale).get(message)?.includes(message) ?? false)
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A pattern matching a message in any of the six languages, for elements whose language depends on
 * the user. `exact` anchors it (whole accessible name); otherwise it matches inside longer names.
 */
export function anyLang(message: string, options: { exact?: boolean } = {}): RegExp {
  const texts = [...new Set(locales.flatMap((l) => translations(l, message)))].map(escapeRegExp)
  const body = `(?:${texts.join('|')})`
  return new RegExp(options.exact ? `^\\s*${body}\\s*$` : body, 'i')
}
