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

/** Catalogs of screen areas, loaded by their routes (lingui.config.ts says which code is in each). */
export type CatalogArea =
  | 'production'
  | 'order'
  | 'documents'
  | 'maintenance'
  | 'requests'
  | 'costing'
  | 'setup'
  | 'configuration'

export const areaCatalogLoaders: Record<
  CatalogArea,
  Record<LanguageCode, () => Promise<{ messages: Messages }>>
> = {
  production: {
    ca_ES: () => import('../../../locales/ca_ES/production.po'),
    en_EN: () => import('../../../locales/en_EN/production.po'),
    es_ES: () => import('../../../locales/es_ES/production.po'),
    fr_FR: () => import('../../../locales/fr_FR/production.po'),
    pt_PT: () => import('../../../locales/pt_PT/production.po'),
    ru_RU: () => import('../../../locales/ru_RU/production.po'),
  },
  order: {
    ca_ES: () => import('../../../locales/ca_ES/order.po'),
    en_EN: () => import('../../../locales/en_EN/order.po'),
    es_ES: () => import('../../../locales/es_ES/order.po'),
    fr_FR: () => import('../../../locales/fr_FR/order.po'),
    pt_PT: () => import('../../../locales/pt_PT/order.po'),
    ru_RU: () => import('../../../locales/ru_RU/order.po'),
  },
  documents: {
    ca_ES: () => import('../../../locales/ca_ES/documents.po'),
    en_EN: () => import('../../../locales/en_EN/documents.po'),
    es_ES: () => import('../../../locales/es_ES/documents.po'),
    fr_FR: () => import('../../../locales/fr_FR/documents.po'),
    pt_PT: () => import('../../../locales/pt_PT/documents.po'),
    ru_RU: () => import('../../../locales/ru_RU/documents.po'),
  },
  maintenance: {
    ca_ES: () => import('../../../locales/ca_ES/maintenance.po'),
    en_EN: () => import('../../../locales/en_EN/maintenance.po'),
    es_ES: () => import('../../../locales/es_ES/maintenance.po'),
    fr_FR: () => import('../../../locales/fr_FR/maintenance.po'),
    pt_PT: () => import('../../../locales/pt_PT/maintenance.po'),
    ru_RU: () => import('../../../locales/ru_RU/maintenance.po'),
  },
  requests: {
    ca_ES: () => import('../../../locales/ca_ES/requests.po'),
    en_EN: () => import('../../../locales/en_EN/requests.po'),
    es_ES: () => import('../../../locales/es_ES/requests.po'),
    fr_FR: () => import('../../../locales/fr_FR/requests.po'),
    pt_PT: () => import('../../../locales/pt_PT/requests.po'),
    ru_RU: () => import('../../../locales/ru_RU/requests.po'),
  },
  costing: {
    ca_ES: () => import('../../../locales/ca_ES/costing.po'),
    en_EN: () => import('../../../locales/en_EN/costing.po'),
    es_ES: () => import('../../../locales/es_ES/costing.po'),
    fr_FR: () => import('../../../locales/fr_FR/costing.po'),
    pt_PT: () => import('../../../locales/pt_PT/costing.po'),
    ru_RU: () => import('../../../locales/ru_RU/costing.po'),
  },
  setup: {
    ca_ES: () => import('../../../locales/ca_ES/setup.po'),
    en_EN: () => import('../../../locales/en_EN/setup.po'),
    es_ES: () => import('../../../locales/es_ES/setup.po'),
    fr_FR: () => import('../../../locales/fr_FR/setup.po'),
    pt_PT: () => import('../../../locales/pt_PT/setup.po'),
    ru_RU: () => import('../../../locales/ru_RU/setup.po'),
  },
  configuration: {
    ca_ES: () => import('../../../locales/ca_ES/configuration.po'),
    en_EN: () => import('../../../locales/en_EN/configuration.po'),
    es_ES: () => import('../../../locales/es_ES/configuration.po'),
    fr_FR: () => import('../../../locales/fr_FR/configuration.po'),
    pt_PT: () => import('../../../locales/pt_PT/configuration.po'),
    ru_RU: () => import('../../../locales/ru_RU/configuration.po'),
  },
}
