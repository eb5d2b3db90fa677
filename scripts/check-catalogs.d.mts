/** Types of the helpers scripts/check-catalogs.mjs exports (used by its unit test). */
export interface PoEntry {
  id: string
  context: string | null
  translation: string | null
  obsolete: boolean
  references: string[]
}
export function parsePo(text: string): PoEntry[]
export function readCatalog(file: string): PoEntry[]
export function untranslated(entries: PoEntry[]): PoEntry[]
export function placeholders(text: string): string[] | null
export function placeholderMismatches(entries: PoEntry[]): PoEntry[]
export function conflictingTranslations(
  catalogs: Array<{ name: string; entries: PoEntry[] }>,
): Array<{ entry: PoEntry; translations: Array<{ catalog: string; translation: string }> }>
