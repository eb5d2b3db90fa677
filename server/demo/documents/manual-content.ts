/**
 * Which languages each demo manual exists in, and its text in that language (manual-text/*.ts).
 * Operation and maintenance manuals are multilingual (English and Spanish everywhere, French for
 * the flexo presses, Russian for the gravure presses); installation manuals are English only.
 */
import type { DocumentSection } from '../../../src/contract/documents'
import { multilingualSections } from '../../../src/contract/documents'
import { en } from './manual-text/en'
import { es } from './manual-text/es'
import { fr } from './manual-text/fr'
import { ru } from './manual-text/ru'
import type { ManualText } from './manual-text/types'

export type ManualLanguage = 'en_EN' | 'es_ES' | 'fr_FR' | 'ru_RU'

const texts: Record<ManualLanguage, ManualText> = { en_EN: en, es_ES: es, fr_FR: fr, ru_RU: ru }

export function manualText(language: ManualLanguage): ManualText {
  return texts[language]
}

export function manualLanguages(section: DocumentSection, serialNumber: string): ManualLanguage[] {
  if (!multilingualSections.includes(section)) return ['en_EN']
  if (serialNumber.startsWith('FX-')) return ['en_EN', 'es_ES', 'fr_FR']
  if (serialNumber.startsWith('RT-')) return ['en_EN', 'es_ES', 'ru_RU']
  return ['en_EN', 'es_ES']
}
