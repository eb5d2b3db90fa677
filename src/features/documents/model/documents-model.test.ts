import { describe, expect, it } from 'vitest'
import { fold, queryTerms, searchSavedManuals } from './offline-search'
import { machineSavedSummary, savedState } from './saved-state'
import { parseDocumentsSearch, parseFileParam } from './search-params'
import { languageChoice, sectionFromPath, sectionLanguages } from './sections'
import { checkUpload } from './upload-check'

describe('section from path', () => {
  it('reads the section, defaults to the operation manual, and is home on the index', () => {
    expect(sectionFromPath('/documents')).toBe('home')
    expect(sectionFromPath('/documents/')).toBe('home')
    expect(sectionFromPath('/documents/FX-1')).toBe('operational')
    expect(sectionFromPath('/documents/FX-1/mechanical')).toBe('mechanical')
    expect(sectionFromPath('/documents/FX-1/subassemblies/12')).toBe('subassemblies')
    expect(sectionFromPath('/documents/FX-1/kitchen')).toBe('operational')
  })
})

const langs = (...codes: string[]) => codes.map((c, i) => ({ driveId: c, fullName: c, selected: i === 0 }))

describe('language dropdown', () => {
  it('shows with several languages in the operation and maintenance manuals only', () => {
    expect(languageChoice(langs('en_EN', 'es_ES'), 'operational', null).show).toBe(true)
    expect(languageChoice(langs('en_EN', 'es_ES'), 'maintenance', null).show).toBe(true)
    for (const s of ['mechanical', 'electrical', 'subassemblies'] as const) {
      expect(languageChoice(langs('en_EN', 'es_ES'), s, null).show).toBe(false)
    }
    expect(languageChoice(langs('en_EN'), 'operational', null).show).toBe(false)
  })

  it('chooses the asked language, else the technical language, else the first', () => {
    const l = langs('en_EN', 'es_ES', 'fr_FR')
    expect(languageChoice(l, 'operational', 'es_ES', 'fr_FR').value).toBe('fr_FR')
    expect(languageChoice(l, 'operational', 'es_ES').value).toBe('es_ES')
    expect(languageChoice(l, 'operational', 'es_ES', 'ru_RU').value).toBe('es_ES')
    expect(languageChoice(l, 'operational', 'pt_PT').value).toBe('en_EN')
    expect(languageChoice([], 'operational', 'pt_PT').value).toBeNull()
  })

  it('lists the languages of a section named in their own language', () => {
    const docs = [
      { section: 'operational', language: 'es_ES' },
      { section: 'operational', language: 'en_EN' },
      { section: 'mechanical', language: 'ru_RU' },
    ]
    expect(sectionLanguages(docs, 'operational').map((l) => [l.driveId, l.fullName])).toEqual([
      ['en_EN', 'English'],
      ['es_ES', 'Español'],
    ])
  })
})

describe('saved state: whole files only', () => {
  const doc = { id: 1, size: 1000 }
  it('is saved only when the copy has the file size and its text', () => {
    expect(savedState(doc, undefined)).toEqual({ kind: 'not-saved' })
    expect(savedState(doc, { size: 1000, savedAt: 5, hasText: true })).toEqual({
      kind: 'saved',
      size: 1000,
      savedAt: 5,
    })
    expect(savedState(doc, { size: 640, savedAt: 5, hasText: true }).kind).toBe('outdated')
    expect(savedState(doc, { size: 1000, savedAt: 5, hasText: false }).kind).toBe('outdated')
    expect(savedState(doc, undefined, { received: 10, total: 1000 })).toEqual({
      kind: 'saving',
      received: 10,
      total: 1000,
    })
  })

  it('sums what a machine has saved and what remains', () => {
    const copies = new Map([
      [1, { size: 1000, savedAt: 1, hasText: true }],
      [2, { size: 10, savedAt: 1, hasText: true }],
    ])
    expect(
      machineSavedSummary(
        [
          { id: 1, size: 1000 },
          { id: 2, size: 2000 },
          { id: 3, size: 500 },
        ],
        copies,
      ),
    ).toEqual({ saved: 1, total: 3, bytes: 1000, missingBytes: 2500 })
  })
})

describe('search on the device', () => {
  const manuals = [
    {
      documentId: 7,
      machineSerialNumber: 'FX-1',
      machineName: 'Flexo 1',
      section: 'operational',
      language: 'es_ES',
      title: 'Manual de operación',
      pages: [
        'Portada',
        'Cambio de rasqueta: libere la cámara y retire la rasqueta gastada.',
        'Registro de la banda',
      ],
    },
  ]
  it('finds every word of the query ignoring case and accents, with the hits marked', () => {
    const hits = searchSavedManuals(manuals, 'RASQUETA camara')
    expect(hits.map((h) => h.page)).toEqual([2])
    expect(hits[0].snippet.filter((p) => p.hit).map((p) => p.text)).toEqual([
      'rasqueta',
      'cámara',
      'rasqueta',
    ])
    expect(searchSavedManuals(manuals, 'rasqueta anilox')).toEqual([])
    expect(searchSavedManuals(manuals, '"retire la rasqueta"')[0].page).toBe(2)
    expect(searchSavedManuals(manuals, '"rasqueta retire"')).toEqual([])
  })

  it('folds without moving positions and ignores one-letter words', () => {
    expect(fold('Émbolo Ñ')).toBe('embolo n')
    expect(fold('ракель')).toBe('ракель')
    expect(queryTerms('a "doctor blade" x 7')).toEqual(['doctor blade', '7'])
  })
})

describe('search params', () => {
  it('keeps a valid language, page and text, and drops the rest', () => {
    expect(parseDocumentsSearch({ lang: 'es_ES', page: '37', q: 'deck', other: 1 })).toEqual({
      lang: 'es_ES',
      page: 37,
      q: 'deck',
    })
    expect(parseDocumentsSearch({ lang: 'spanish', page: 0, q: '  ' })).toEqual({})
    // Blanked, not left out: the router would otherwise keep the raw value.
    expect(Object.keys(parseDocumentsSearch({ lang: 'spanish', page: 'x' }))).toEqual(['lang', 'page', 'q'])
    expect(parseFileParam('12')).toBe(12)
    expect(parseFileParam('abc')).toBeNull()
    expect(parseFileParam(undefined)).toBeNull()
  })
})

describe('the add-a-manual form', () => {
  const pdf = { name: 'manual.pdf', type: 'application/pdf', size: 1000 }
  it('needs a section, a language and one PDF of at most 100 MB', () => {
    expect(checkUpload({ section: 'maintenance', language: 'es_ES', file: pdf })).toEqual({
      ok: true,
      section: 'maintenance',
      language: 'es_ES',
    })
    expect(checkUpload({ section: null, language: 'Spanish', file: null })).toEqual({
      ok: false,
      problems: { section: 'required', language: 'required', file: 'required' },
    })
    expect(
      checkUpload({
        section: 'maintenance',
        language: 'es_ES',
        file: { name: 'a.png', type: 'image/png', size: 1 },
      }),
    ).toEqual({
      ok: false,
      problems: { file: 'not-pdf' },
    })
    expect(
      checkUpload({ section: 'maintenance', language: 'es_ES', file: { ...pdf, size: 101 * 1024 * 1024 } }),
    ).toEqual({ ok: false, problems: { file: 'too-big' } })
  })
})
