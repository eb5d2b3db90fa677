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
import { areaCatalogLoaders, type CatalogArea, catalogLoaders } from './catalogs'
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
/** The language an activation is loading, so an area asked for meanwhile starts loading at once. */
let activatingCode: LanguageCode | null = null
/** Areas whose catalog a route asked for: each later language switch loads them too. */
const loadedAreas = new Set<CatalogArea>()
/** `${area}:${language}` pairs already merged into Lingui. */
const appliedAreas = new Set<string>()

/**
 * Adds an area's messages (the production screens') to the active language; the routes of the
 * area call it in their loader, so the page renders with its texts. Loaded once per language.
 */
export async function loadAreaCatalog(area: CatalogArea): Promise<void> {
  loadedAreas.add(area)
  for (;;) {
    const code = i18n.locale as LanguageCode
    // Before the first activation there is nothing to add to: activateLocale brings the area.
    if (!code) {
      // The first activation brings the area; start its download now, beside the base catalog.
      if (activatingCode) void loadAreaMessages(area, activatingCode)
      return
    }
    if (appliedAreas.has(`${area}:${code}`)) return
    const messages = await loadAreaMessages(area, code)
    // A language switch while this loaded: load the area again for the new language.
    if (i18n.locale !== code) continue
    i18n.load(code, withUrlSafeIds(messages))
    appliedAreas.add(`${area}:${code}`)
    return
  }
}

const areaMessages = new Map<string, Promise<Messages>>()

async function loadAreaMessages(area: CatalogArea, code: LanguageCode): Promise<Messages> {
  const key = `${area}:${code}`
  let pending = areaMessages.get(key)
  if (!pending) {
    pending = (async () => {
      try {
        return (await areaCatalogLoaders[area][code]()).messages
      } catch (err) {
        console.warn(`Catalog ${area} ${code} could not load`, err)
        areaMessages.delete(key)
      }
      if (code === 'en_EN') return {}
      try {
        return (await areaCatalogLoaders[area].en_EN()).messages
      } catch {
        return {}
      }
    })()
    areaMessages.set(key, pending)
  }
  return pending
}

/**
 * Loads and activates a language. When called again before an earlier call finished, only the
 * latest request is applied, so a quick A -> B switch never ends in A.
 */
export async function activateLocale(code: LanguageCode): Promise<void> {
  const request = ++latestRequest
  activatingCode = code
  // The areas already opened come along, so their screens switch language with everything else;
  // so do areas a route asked for while this loaded (a first page's loader runs before the
  // language is active: loadAreaCatalog leaves the area to this activation).
  // Areas already asked for download beside the base catalog, not after it.
  for (const area of loadedAreas) void loadAreaMessages(area, code)
  const base = await loadMessages(code)
  const areaList: CatalogArea[] = []
  const areas: Messages[] = []
  for (
    let pending = [...loadedAreas];
    pending.length;
    pending = [...loadedAreas].filter((a) => !areaList.includes(a))
  ) {
    areaList.push(...pending)
    areas.push(...(await Promise.all(pending.map((area) => loadAreaMessages(area, code)))))
  }
  if (request !== latestRequest) return
  i18n.loadAndActivate({ locale: code, messages: withUrlSafeIds(Object.assign({}, base, ...areas)) })
  for (const area of areaList) appliedAreas.add(`${area}:${code}`)
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
