// @vitest-environment jsdom

import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateRealCatalogs, englishLeft, shownTexts } from '@/app/i18n/testing/real-catalogs'
import type { PlantControlMachine } from '@/contract/plant'
import { toMachineView } from '@/lib/production/machine-view'
import { monitoringRecord } from '@/lib/production/testing/monitoring-record'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { DisplayMachine } from './display-machine'

beforeAll(installDomShims)
afterEach(cleanup)
afterAll(() => i18n.loadAndActivate({ locale: 'en_EN', messages: {} }))

const NOW = Date.parse('2026-12-07T14:30:00Z')
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString()

/** Producing, synced a minute ago, 26.2 % of its order done at 1,234.5 m/min. */
const machine = (over: Partial<PlantControlMachine> = {}) =>
  monitoringRecord(
    {
      machineId: 3,
      poReference: 'FX01-7329',
      speed: 1234.5,
      poProgress: 26.2,
      poDateStart: minutesAgo(95),
      ...over,
    },
    NOW - 60_000,
  )

function render(record: PlantControlMachine) {
  const { container } = renderUi(
    <DisplayMachine view={toMachineView(record, NOW)} now={NOW} timeZone="Europe/Madrid" />,
  )
  return container.querySelector('article') as HTMLElement
}

describe('the line-side display’s card (issue 44)', () => {
  it('writes numbers in its language: 26,2% and 1.235 m/min in Spanish, 26.2% in English', () => {
    activateRealCatalogs('en_EN')
    expect(render(machine()).textContent).toContain('26.2%')
    cleanup()
    activateRealCatalogs('es_ES')
    const card = render(machine())
    expect(card.textContent).toContain('26,2%')
    expect(card.textContent).toContain('1.235')
  })

  it('reads stale for a machine silent for over 5 minutes: grey, no data since when, no speed', () => {
    activateRealCatalogs('es_ES')
    const fresh = render(machine())
    expect(fresh.className).not.toContain('pp-display-nodata')
    cleanup()
    const card = render(machine({ machineLastTransactionAt: minutesAgo(12) }))
    expect(card.className).toContain('pp-display-nodata')
    // 14:18 UTC is 15:18 in Madrid.
    expect(card.querySelector('header')?.textContent).toBe('Sin datos desde las 15:18')
    expect(card.textContent).not.toContain('1.235')
    expect(card.querySelector('.pp-display-speed')?.textContent).toContain('—')
    expect(card.querySelector('.pp-display-since')).toBeNull()
  })

  it('leaves no English to a Spanish or Russian reader, fresh or stale, running or stopped', () => {
    const cases = [
      machine(),
      machine({ machineLastTransactionAt: minutesAgo(12) }),
      machine({ state: 4, inactivityDateStart: minutesAgo(7), inactivityReasonCode: 'WEB_BREAK' }),
      machine({ machineLastTransactionAt: minutesAgo(45) }),
    ]
    // The machine's own data, and unit symbols every language writes alike.
    const data = ['Flexo CI 1', 'FX01-7329', 'm/min']
    for (const record of cases) {
      activateRealCatalogs('en_EN')
      const english = shownTexts(render(record))
      cleanup()
      for (const locale of ['es_ES', 'ru_RU'] as const) {
        activateRealCatalogs(locale)
        expect(englishLeft(english, shownTexts(render(record)), data), locale).toEqual([])
        cleanup()
      }
    }
  })
})
