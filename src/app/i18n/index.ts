/**
 * Interface language bootstrap. The language comes from the user's configuration once signed in,
 * and before that from the localStorage mirror or the browser (languages.ts). Activating a language
 * loads only its catalog and its dayjs locale, then switches Lingui, dayjs and <html lang> together
 * and mirrors the choice to localStorage so the next first paint is already in that language.
 */
import { i18n } from '@lingui/core'
import type { LanguageCode } from '../../contract/session'
import { withUrlSafeIds } from './catalog-ids'
import { catalogLoaders, dayjsLocaleLoaders } from './catalogs'
import { dayjsLocale, htmlLang, storeLanguage } from './languages'

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
  // dayjs itself loads here too, next to the catalog, rather than with the app's first script.
  const [{ messages }, { default: dayjs }] = await Promise.all([
    catalogLoaders[code](),
    import('dayjs'),
    dayjsLocaleLoaders[code](),
  ])
  if (request !== latestRequest) return
  i18n.loadAndActivate({ locale: code, messages: withUrlSafeIds(messages) })
  dayjs.locale(dayjsLocale(code))
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(code)
  storeLanguage(code)
}
