import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { withUrlSafeIds } from '../../../app/i18n/catalog-ids'
import type { LanguageCode } from '../../../contract/session'

/**
 * Test helper: an i18n instance loaded with the real, committed catalogs, compiled the way
 * @lingui/vite-plugin compiles them in the app (generated ids from msgid + context), with the
 * base64url aliases activateLocale adds (see src/app/i18n/catalog-ids.ts).
 */
export async function loadCommittedCatalog(locale: LanguageCode): Promise<Messages> {
  const file = path.resolve(import.meta.dirname, '../../../../locales', locale, 'messages.po')
  const catalog = await formatter().parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en_EN',
    filename: file,
  })
  const messages: Messages = {}
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    if (entry.obsolete || !entry.translation) continue
    messages[id] = compileMessage(entry.translation)
  }
  return withUrlSafeIds(messages)
}

export async function i18nWith(locale: LanguageCode): Promise<I18n> {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: await loadCommittedCatalog(locale) })
  return i18n
}
