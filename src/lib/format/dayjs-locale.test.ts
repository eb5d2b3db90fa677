import { i18n } from '@lingui/core'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

describe('dayjs follows the interface language', () => {
  it('applies the language active when it loads, then every change, the latest winning', async () => {
    i18n.loadAndActivate({ locale: 'ru_RU', messages: {} })
    const { dayjsLocaleReady } = await import('./dayjs-locale')
    await dayjsLocaleReady()
    expect(dayjs.locale()).toBe('ru')
    expect(dayjs('2026-03-01').format('MMMM')).toBe('март')

    i18n.loadAndActivate({ locale: 'pt_PT', messages: {} })
    await dayjsLocaleReady()
    expect(dayjs.locale()).toBe('pt')

    // Two quick switches: the second one is what dayjs ends with.
    i18n.loadAndActivate({ locale: 'fr_FR', messages: {} })
    i18n.loadAndActivate({ locale: 'es_ES', messages: {} })
    await dayjsLocaleReady()
    expect(dayjs.locale()).toBe('es')
    expect(dayjs('2026-03-01').format('MMMM')).toBe('marzo')
  })

  it('ignores a locale that is not one of the six', async () => {
    const { dayjsLocaleReady } = await import('./dayjs-locale')
    i18n.loadAndActivate({ locale: 'de_DE', messages: {} })
    await dayjsLocaleReady()
    expect(dayjs.locale()).toBe('es')
  })
})
