/**
 * Interface language bootstrap. The language comes from the user's configuration once signed in,
 * and before that from the localStorage mirror or the browser (languages.ts). Activating a language
 * loads only its catalog, then switches Lingui and <html lang> together and mirrors the choice to
 * localStorage so the next first paint is already in that language. dayjs follows Lingui's change
 * by itself once a screen that formats dates has loaded it (lib/format/dayjs-locale.ts).
 */
import { i18n, type Messages } from '@lingui/core'
import type { LanguageCode } from '../../contract/session'
import { withUrlSafeIds } from './catalog-ids'
import { catalogLoaders } from './catalogs'
import { htmlLang, storeLanguage } from './languages'

export {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguageCode,
  languageStorageKey,
  mantineDatesLocale,
  readStoredLanguage,
  toLanguageCode,
} from './languages'
export { i18n }

let latestRequest = 0

/**
 * Loads and activates a language. When called again before an earlier call finished, only the
 * latest request is applied, so a quick A -> B switch never ends in A.
 */
export async function activateLocale(code: LanguageCode): Promise<void> {
  const request = ++latestRequest
  const messages = await loadMessages(code)
  if (request !== latestRequest) return
  i18n.loadAndActivate({ locale: code, messages: withUrlSafeIds(messages) })
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(code)
  storeLanguage(code)
}

/**
 * A catalog that cannot load (a first visit that goes offline before the chunk arrives, a deploy
 * that removed it) must not leave Lingui without a locale: its provider would render nothing.
 * Fall back to the English catalog, and to no messages at all as the last resort.
 */
async function loadMessages(code: LanguageCode): Promise<Messages> {
  try {
    return (await catalogLoaders[code]()).messages
  } catch (err) {
    console.warn(`Catalog ${code} could not load`, err)
  }
  if (code !== 'en_EN') {
    try {
      return (await catalogLoaders.en_EN()).messages
    } catch (err) {
      console.warn('The English catalog could not load either', err)
    }
  }
  return {}
}
