import type { LanguageCode } from './language-codes'

/**
 * The interface languages named in their own language, as language pickers do: a reader finds
 * their language whatever the screen reads in. Not translated on purpose.
 * One list for the server (the documents' languages) and the client; a module of its own, not
 * beside the codes, which every page's first chunk carries (the /login budget).
 */
export const nativeLanguageNames: Record<LanguageCode, string> = {
  ca_ES: 'Català',
  en_EN: 'English',
  es_ES: 'Español',
  fr_FR: 'Français',
  pt_PT: 'Português',
  ru_RU: 'Русский',
}
