/**
 * dayjs follows the interface language, but only from the first screen that uses dates: the sign-in
 * page and home never load dayjs. Importing this module (lib/format/date.ts does) applies the active
 * Lingui language's dayjs locale (month and weekday names) and keeps following language changes.
 * Formatting never waits for it: the portal's date patterns are numeric. A screen that shows month
 * names (date pickers) awaits `dayjsLocaleReady()` in its route loader.
 */
import { i18n } from '@lingui/core'
import dayjs from 'dayjs'
import { isLanguageCode, type LanguageCode } from '../../contract/language-codes'
import { dayjsLocaleNames } from './dayjs-locale-names'

const loaders: Record<LanguageCode, () => Promise<unknown>> = {
  ca_ES: () => import('dayjs/locale/ca'),
  en_EN: () => import('dayjs/locale/en'),
  es_ES: () => import('dayjs/locale/es'),
  fr_FR: () => import('dayjs/locale/fr'),
  pt_PT: () => import('dayjs/locale/pt'),
  ru_RU: () => import('dayjs/locale/ru'),
}

let latestRequest = 0
let ready: Promise<void> = Promise.resolve()

function follow(locale: string) {
  if (!isLanguageCode(locale)) return
  const request = ++latestRequest
  ready = loaders[locale]()
    // A locale chunk that cannot load leaves dayjs in English: numeric dates are unaffected.
    .catch(() => undefined)
    .then(() => {
      // Only the latest language wins when two switches overlap.
      if (request === latestRequest) dayjs.locale(dayjsLocaleNames[locale])
    })
}

follow(i18n.locale ?? '')
i18n.on('change', () => follow(i18n.locale))

/** Resolves once dayjs speaks the current interface language. */
export const dayjsLocaleReady = (): Promise<void> => ready
