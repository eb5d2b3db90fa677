// @vitest-environment jsdom

import { i18n } from '@lingui/core'
import { cleanup, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateRealCatalogs, englishLeft, shownTexts } from '@/app/i18n/testing/real-catalogs'
import type { ChildOrder } from '@/contract/order-detail'
import { languageUnitPreferences } from '@/lib/format/unit-preferences'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { ChildOrdersPanel } from './child-orders-panel'

beforeAll(installDomShims)
afterEach(cleanup)
afterAll(() => i18n.loadAndActivate({ locale: 'en_EN', messages: {} }))

const child = (lane: number, autoStopType: string | null, quality: string | null): ChildOrder => ({
  reference: `SL10-7773/${lane}`,
  position: lane,
  repeats: 2,
  width: 400,
  structure: 'PET12/PE50',
  formats: '400 mm',
  length: 5200,
  autoStopType,
  maxDiameter: 600,
  quality,
  rolls: [{ number: 1, position: lane, cleanMeter: 1300, wasteMeter: 20, motherRoll: 'SL10-7773-1' }],
})
const orders = [
  child(1, 'DIAMETER', 'OK'),
  child(2, 'LENGTH', 'Minor edge defects'),
  // A code nobody foresaw is shown as the machine sent it.
  child(3, 'SPLICE', 'Wrinkles'),
]

function render(locale: 'en_EN' | 'es_ES' | 'ru_RU') {
  activateRealCatalogs(locale, ['order'])
  return renderUi(<ChildOrdersPanel orders={orders} prefs={languageUnitPreferences(locale)} />).container
}

describe('a slitter’s child orders (issue 44)', () => {
  it('name the auto stop and the quality in the reader’s language, unknown codes as sent', () => {
    render('es_ES')
    expect(screen.getByText('Diámetro')).toBeTruthy()
    // "Longitud" is also the length's label, three times.
    expect(screen.getAllByText('Longitud')).toHaveLength(4)
    expect(screen.getByText('Correcta')).toBeTruthy()
    expect(screen.getByText('Defectos leves en el borde')).toBeTruthy()
    expect(screen.getByText('SPLICE')).toBeTruthy()
    expect(screen.getByText('Wrinkles')).toBeTruthy()
    expect(screen.queryByText(/DIAMETER|LENGTH|^OK$|Minor edge/)).toBeNull()
  })

  it('leave no English to a Spanish or Russian reader', () => {
    const english = shownTexts(render('en_EN'))
    cleanup()
    // The orders' own data: references, structures, and the codes no table knows.
    const data = [
      ...orders.flatMap((o) => [o.reference, o.structure ?? '', ...o.rolls.map((r) => r.motherRoll)]),
      'SPLICE',
      'Wrinkles',
    ]
    for (const locale of ['es_ES', 'ru_RU'] as const) {
      expect(englishLeft(english, shownTexts(render(locale)), data), locale).toEqual([])
      cleanup()
    }
  })
})
