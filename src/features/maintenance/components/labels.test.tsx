// @vitest-environment jsdom

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { useMaintenanceLabels } from './labels'
import { useMinutes } from './use-minutes'

beforeAll(installDomShims)
afterEach(cleanup)

function Risks() {
  const { riskMeaning } = useMaintenanceLabels()
  return (
    <ul>
      {[1, 2, 3, 4, 5].map((r) => (
        <li key={r}>{riskMeaning[r]}</li>
      ))}
    </ul>
  )
}

/** The msgstr of each msgid of a .po file. */
function catalog(file: string): Map<string, string> {
  const out = new Map<string, string>()
  const re = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm
  for (const m of readFileSync(file, 'utf8').matchAll(re)) out.set(m[1], m[2])
  return out
}

describe('risk levels', () => {
  it('read distinct, 1 to 5 (issue 29: never two "People\'s safety")', () => {
    renderUi(<Risks />)
    const texts = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(texts).toEqual([
      "People's safety, high",
      "People's safety, moderate",
      'Machine productivity, high',
      'Machine productivity, moderate',
      'Machine life',
    ])
  })

  it('read distinct in every language', () => {
    const ids = texts()
    for (const lang of ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT', 'ru_RU']) {
      const po = catalog(path.resolve(import.meta.dirname, `../../../../locales/${lang}/maintenance.po`))
      const translated = ids.map((id) => po.get(id))
      expect(
        translated.every((s) => s !== undefined && s.length > 0),
        lang,
      ).toBe(true)
      expect(new Set(translated).size, lang).toBe(5)
    }
  })
})

function Minutes({ n }: { n: number }) {
  const minutes = useMinutes()
  return <p>{minutes(n)}</p>
}

describe('minutes of work', () => {
  it('read with the symbols of the interface language (src/lib/messages/time-units.ts)', () => {
    renderUi(<Minutes n={65} />)
    expect(screen.getByText('1 h 5 min').tagName).toBe('P')
  })
})

const texts = () => [
  "People's safety, high",
  "People's safety, moderate",
  'Machine productivity, high',
  'Machine productivity, moderate',
  'Machine life',
]
