import type { LanguageCode } from '../../contract/language-codes'

/** dayjs locale names of the six interface languages (also what Mantine's DatesProvider takes). */
export const dayjsLocaleNames: Record<LanguageCode, string> = {
  ca_ES: 'ca',
  en_EN: 'en',
  es_ES: 'es',
  fr_FR: 'fr',
  pt_PT: 'pt',
  ru_RU: 'ru',
}
