/**
 * The Postgres text-search configuration of a document language: stemming and stop words follow the
 * manual's language. Catalan has no built-in configuration, so it is searched without stemming.
 */
const configs: Record<string, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  pt: 'portuguese',
  ru: 'russian',
  de: 'german',
  it: 'italian',
}

export const searchConfigs = [...new Set(Object.values(configs)), 'simple']

export function searchConfig(language: string): string {
  return configs[language.slice(0, 2).toLowerCase()] ?? 'simple'
}
