import type { Messages } from '@lingui/core'
import type { LanguageCode } from '../../contract/session'

/**
 * One loader per language, so the bundler emits one chunk per catalog and only the active one is
 * downloaded. @lingui/vite-plugin compiles each .po file into `export const messages`.
 */
export const catalogLoaders: Record<LanguageCode, () => Promise<{ messages: Messages }>> = {
  ca_ES: () => import('../../../locales/ca_ES/messages.po'),
  en_EN: () => import('../../../locales/en_EN/messages.po'),
  es_ES: () => import('../../../locales/es_ES/messages.po'),
  fr_FR: () => import('../../../locales/fr_FR/messages.po'),
  pt_PT: () => import('../../../locales/pt_PT/messages.po'),
  ru_RU: () => import('../../../locales/ru_RU/messages.po'),
}
