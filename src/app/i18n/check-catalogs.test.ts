import { describe, expect, it } from 'vitest'
import {
  conflictingTranslations,
  parsePo,
  placeholderMismatches,
  placeholders,
  untranslated,
} from '../../../scripts/check-catalogs.mjs'

const po = `msgid ""
msgstr ""
"Language: es_ES\\n"

#: src/a.ts:1
#: src/b.ts:9
msgid "Order {reference} finished on {machine}"
msgstr "La orden {reference} ha terminado en {maquina}"

#: src/c.ts:2
msgid "Say \\"hi\\""
msgstr ""

#~ msgid "Obsolete"
#~ msgstr ""

msgctxt "menu"
msgid "Open"
msgstr ""
"Abrir"

msgid ""
"A long "
"message"
msgstr "   "
`

describe('scripts/check-catalogs.mjs', () => {
  const entries = parsePo(po)

  it('parses entries, contexts, multi-line strings, escapes and obsolete ones, without the header', () => {
    expect(entries.map((e) => [e.context, e.id, e.translation, e.obsolete])).toEqual([
      [
        null,
        'Order {reference} finished on {machine}',
        'La orden {reference} ha terminado en {maquina}',
        false,
      ],
      [null, 'Say "hi"', '', false],
      [null, 'Obsolete', '', true],
      ['menu', 'Open', 'Abrir', false],
      [null, 'A long message', '   ', false],
    ])
    expect(entries[0].references).toEqual(['src/a.ts:1', 'src/b.ts:9'])
  })

  it('counts empty and blank translations as missing', () => {
    const active = entries.filter((e) => !e.obsolete)
    expect(untranslated(active).map((e) => e.id)).toEqual(['Say "hi"', 'A long message'])
  })

  it('finds translations whose placeholders differ from the source or are not valid ICU', () => {
    expect(placeholders('{count, plural, one {# roll} other {# rolls}} on {machine}')).toEqual([
      'count',
      'machine',
    ])
    expect(placeholders('{count, plural, one {roll} other {rolls of {reference}}}')).toEqual([
      'count',
      'reference',
    ])
    expect(placeholders('Broken {reference')).toBeNull()
    const broken = parsePo('msgid "Hi {name}"\nmsgstr "Hola {name"\n\nmsgid "Ok {n}"\nmsgstr "Vale {n}"\n')
    expect(placeholderMismatches(broken).map((e) => e.id)).toEqual(['Hi {name}'])
    expect(placeholderMismatches(entries).map((e) => e.id)).toEqual([
      'Order {reference} finished on {machine}',
    ])
  })

  it('finds a message two catalogs of one language translate two ways (issue 44)', () => {
    const base = parsePo('msgid "Open"\nmsgstr "Abrir"\n\nmsgid "Close"\nmsgstr "Cerrar"\n')
    const area = parsePo(
      'msgid "Open"\nmsgstr "Abiertas"\n\nmsgid "Close"\nmsgstr "Cerrar"\n\n' +
        'msgctxt "state"\nmsgid "Done"\nmsgstr "Hecha"\n',
    )
    const other = parsePo('msgid "Done"\nmsgstr "Hecho"\n')
    const found = conflictingTranslations([
      { name: 'messages', entries: base },
      { name: 'maintenance', entries: area },
      { name: 'costing', entries: other },
    ])
    // "Close" agrees; "Done" with a context is another message than "Done" without.
    expect(found.map((c) => [c.entry.id, c.translations])).toEqual([
      [
        'Open',
        [
          { catalog: 'messages', translation: 'Abrir' },
          { catalog: 'maintenance', translation: 'Abiertas' },
        ],
      ],
    ])
  })
})
