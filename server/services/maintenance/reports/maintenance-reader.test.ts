import { describe, expect, it } from 'vitest'
import { maintenanceLanguageOf } from './maintenance-reader'

describe('maintenanceLanguageOf', () => {
  it('is the maintenance language when it is one of the maintenance choices', () => {
    expect(maintenanceLanguageOf('pt_PT', 'ca_ES')).toBe('pt_PT')
    expect(maintenanceLanguageOf('en_EN', 'es_ES')).toBe('en_EN')
    expect(maintenanceLanguageOf('es_ES', 'fr_FR')).toBe('es_ES')
  })

  it('falls back to the interface language when unset or not a maintenance choice', () => {
    expect(maintenanceLanguageOf(null, 'ca_ES')).toBe('ca_ES')
    expect(maintenanceLanguageOf(undefined, 'ru_RU')).toBe('ru_RU')
    expect(maintenanceLanguageOf('', 'fr_FR')).toBe('fr_FR')
    expect(maintenanceLanguageOf('fr_FR', 'ca_ES')).toBe('ca_ES')
  })
})
