import { afterEach, describe, expect, it, vi } from 'vitest'

let failPortuguese = false

// The .po files are compiled by @lingui/vite-plugin in the app; here each catalog is a stand-in.
vi.mock('./catalogs', async () => {
  const catalog = (hello: string) => async () => ({ messages: { hello } })
  return {
    catalogLoaders: {
      ca_ES: catalog('Hola (ca)'),
      en_EN: catalog('Hello'),
      es_ES: catalog('Hola'),
      fr_FR: async () => {
        await new Promise((r) => setTimeout(r, 30))
        return { messages: { hello: 'Bonjour' } }
      },
      pt_PT: async () => {
        if (failPortuguese) throw new TypeError('Failed to fetch dynamically imported module')
        return { messages: { hello: 'Olá' } }
      },
      ru_RU: catalog('Привет'),
    },
    areaCatalogLoaders: {
      production: {
        ca_ES: async () => ({ messages: { roll: 'Bobina (ca)' } }),
        en_EN: async () => ({ messages: { roll: 'Roll' } }),
        es_ES: async () => ({ messages: { roll: 'Bobina' } }),
        fr_FR: async () => ({ messages: { roll: 'Bobine' } }),
        pt_PT: async () => ({ messages: { roll: 'Bobina (pt)' } }),
        ru_RU: async () => ({ messages: { roll: 'Рулон' } }),
      },
      order: {},
    },
  }
})

const { activateLocale, i18n, languageStorageKey, loadAreaCatalog } = await import('./index')

describe('activateLocale', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('activates the catalog, <html lang> and the mirror', async () => {
    const html = { lang: '' }
    const store = new Map<string, string>()
    vi.stubGlobal('document', { documentElement: html })
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: store.set.bind(store),
    })

    await activateLocale('ru_RU')
    expect(i18n.locale).toBe('ru_RU')
    expect(i18n._('hello')).toBe('Привет')
    expect(html.lang).toBe('ru')
    expect(store.get(languageStorageKey)).toBe('ru_RU')

    await activateLocale('pt_PT')
    expect(i18n._('hello')).toBe('Olá')
    expect(html.lang).toBe('pt-PT')
  })

  it('applies only the latest of two overlapping requests', async () => {
    const slow = activateLocale('fr_FR')
    const fast = activateLocale('es_ES')
    await Promise.all([slow, fast])
    expect(i18n.locale).toBe('es_ES')
    expect(i18n._('hello')).toBe('Hola')
  })

  it('falls back to English when a catalog cannot load, so the app never renders blank', async () => {
    failPortuguese = true
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await activateLocale('pt_PT')
      expect(i18n.locale).toBe('pt_PT')
      expect(i18n._('hello')).toBe('Hello')
      expect(warn).toHaveBeenCalled()
    } finally {
      failPortuguese = false
      warn.mockRestore()
    }
  })
})

describe('loadAreaCatalog', () => {
  it("adds an area's messages to the active language, and brings them along on a switch", async () => {
    vi.stubGlobal('document', { documentElement: { lang: '' } })
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined })
    await activateLocale('es_ES')
    expect(i18n._('hello')).toBe('Hola')
    await loadAreaCatalog('production')
    expect(i18n._('roll')).toBe('Bobina')
    expect(i18n._('hello')).toBe('Hola')
    await activateLocale('ru_RU')
    expect(i18n._('roll')).toBe('Рулон')
    expect(i18n._('hello')).toBe('Привет')
    vi.unstubAllGlobals()
  })
})
