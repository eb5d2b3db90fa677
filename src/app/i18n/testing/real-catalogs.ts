/**
 * Tests only: the real catalogs of a language as the app merges them (the base catalog, then each
 * area catalog a route loaded, a later one winning a shared id), compiled from locales/*.po the
 * way @lingui/vite-plugin does in the app (vitest runs no Lingui plugin). A component test that
 * renders in Spanish or Russian with these sees what a user sees, an id two catalogs share with
 * two meanings included (issue 44: the bell's "Open" read "Abiertas" once maintenance loaded).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { i18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { parsePo } from '../../../../scripts/check-catalogs.mjs'
import type { LanguageCode } from '../../../contract/session'
import { withUrlSafeIds } from '../catalog-ids'
import type { CatalogArea } from '../catalogs'

const locales = path.resolve(import.meta.dirname, '../../../../locales')

/** One .po file's translated messages, keyed by the ids the macros generate. */
function compiledCatalog(locale: LanguageCode, catalog: string): Messages {
  const text = readFileSync(path.join(locales, locale, `${catalog}.po`), 'utf8')
  const out: Messages = {}
  for (const entry of parsePo(text)) {
    if (entry.obsolete || !entry.translation) continue
    out[generateMessageId(entry.id, entry.context ?? undefined)] = compileMessage(entry.translation)
  }
  return out
}

/** The messages of `locale` with `areas` loaded after the base catalog, in that order. */
export function realMessages(locale: LanguageCode, areas: CatalogArea[] = []): Messages {
  const merged = Object.assign(
    {},
    compiledCatalog(locale, 'messages'),
    ...areas.map((area) => compiledCatalog(locale, area)),
  )
  return withUrlSafeIds(merged)
}

/** Activates `locale` with its real catalogs (see realMessages). */
export function activateRealCatalogs(locale: LanguageCode, areas: CatalogArea[] = []) {
  i18n.loadAndActivate({ locale, messages: realMessages(locale, areas) })
}

/** Every text a reader meets in `root`: each element's own text, and the accessible labels. */
export function shownTexts(root: Element): string[] {
  const out = new Set<string>()
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (el.tagName === 'STYLE' || el.tagName === 'SCRIPT') continue
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim()
    if (own) out.add(own)
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(attribute)?.trim()
      if (value) out.add(value)
    }
  }
  return [...out]
}

/**
 * The English a `locale` reader would still meet: the texts of the English rendering (`english`,
 * words only, the data in `data` aside) that the `locale` rendering (`translated`) shows as well.
 */
export function englishLeft(english: string[], translated: string[], data: readonly string[] = []): string[] {
  const shown = new Set(translated)
  const words = (text: string) => text.match(/\p{L}+/gu) ?? []
  // Unit symbols (SI's, as Spanish writes them too): "1 h 35 min", "m/min".
  const symbols = new Set(['h', 'min', 's', 'm', 'mm', 'km'])
  return english.filter(
    (text) =>
      words(text).some((w) => w.length > 1 && !symbols.has(w)) && !data.includes(text) && shown.has(text),
  )
}
