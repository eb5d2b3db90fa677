import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { stopCategories, stopReasonCodes } from '@/contract/stop-reasons'
import { stopCategoryName, stopReasonName, withStopNames } from './stop-reasons'

const english = setupI18n({ locale: 'en_EN', messages: { en_EN: {} } })

describe('stop reason names on screens', () => {
  it('names every code and category, each code differently', () => {
    const names = stopReasonCodes.map((c) => stopReasonName(english, c, `gateway ${c}`))
    expect(names.every((n) => n.length > 0 && !n.startsWith('gateway'))).toBe(true)
    expect(new Set(names).size).toBe(names.length)
    for (const category of stopCategories) expect(stopCategoryName(english, category)).not.toBe('')
  })

  it("keeps the gateway's text without a (known) code", () => {
    expect(stopReasonName(english, null, 'Lo que escribió la planta')).toBe('Lo que escribió la planta')
    expect(stopReasonName(english, undefined, 'Typed')).toBe('Typed')
    expect(stopReasonName(english, 'not_a_code', 'Typed')).toBe('Typed')
  })

  it('renames records by code so that one code with two texts merges on screen', () => {
    const named = withStopNames(english, [
      { description: 'Cambio planchas', reasonCode: 'plate_change' },
      { description: 'Plate change', reasonCode: 'plate_change' },
      { description: 'Typed', reasonCode: null },
    ])
    expect(named.map((r) => r.description)).toEqual(['Plate change', 'Plate change', 'Typed'])
  })
})
