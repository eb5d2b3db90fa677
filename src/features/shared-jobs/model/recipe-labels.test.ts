import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { recipeFields, recipeMaterials, recipeSections } from '@/contract/shared-job-recipe'
import {
  recipeFieldLabels,
  recipeMaterialLabels,
  recipeOptionLabels,
  recipeSectionTitles,
} from './recipe-labels'

const i18n = setupI18n({ locale: 'en_EN', messages: { en_EN: {} } })

describe('the recipe labels', () => {
  it('title every section as the spec names it', () => {
    for (const section of recipeSections) {
      const title = recipeSectionTitles[section.key]
      expect(title, section.key).toBeDefined()
      expect(i18n._(title as never)).toBe(section.title)
    }
  })

  it('give every field its own label, and label nothing else', () => {
    const aliases = recipeFields.map((f) => f.alias)
    expect(Object.keys(recipeFieldLabels).sort()).toEqual([...aliases].sort())
    const texts = aliases.map((a) => i18n._(recipeFieldLabels[a] as never))
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('name one material per recipe material, and the machine types by their code', () => {
    expect(recipeMaterialLabels).toHaveLength(recipeMaterials.length)
    const config = recipeFields.find((f) => f.alias === 'General_MachineConfig')
    expect(config?.kind).toBe('select')
    const labels = recipeOptionLabels.General_MachineConfig ?? {}
    expect(i18n._(labels['0'] as never)).toBe('Laminating')
    expect(i18n._(labels['1'] as never)).toBe('Rewinding')
  })
})
