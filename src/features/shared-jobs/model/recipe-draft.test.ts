import { describe, expect, it } from 'vitest'
import {
  defaultRecipe,
  recipeFields,
  recipeSections,
  switchIsOn,
  switchValue,
} from '@/contract/shared-job-recipe'
import type { RecipeRow } from '@/contract/shared-jobs'
import {
  draftFrom,
  draftProblems,
  invalidSections,
  isDirty,
  isTouched,
  rebaseDraft,
  rowsToSave,
  withShown,
} from './recipe-draft'
import type { UnitSystem } from './recipe-units'

const systems: UnitSystem[] = ['metric', 'imperial']
const savedValue = (rows: RecipeRow[], alias: string) => rows.find((r) => r.alias === alias)?.value

/** A stored recipe with awkward but valid values: commas, dots, odd decimals, bounds. */
const awkward = (): RecipeRow[] =>
  defaultRecipe().map((row) => {
    switch (row.alias) {
      case 'Rew_Tension':
        return { ...row, value: '8,8' }
      case 'Unw1_Thickness':
        return { ...row, value: '0,024' }
      case 'Coating_Width':
        return { ...row, value: '15.7' }
      case 'TC_R6_Temperature':
        return { ...row, value: '193,37' }
      case 'Gscan_Target':
        return { ...row, value: '9,9999' }
      case 'Accessories_Cooling':
        return { ...row, value: 'False' }
      default:
        return row
    }
  })

describe('a recipe draft', () => {
  it('holds every field, a missing row at its default', () => {
    const draft = draftFrom([{ alias: 'Coating_Width', value: '40' }], 'imperial')
    expect(Object.keys(draft)).toEqual(recipeFields.map((f) => f.alias))
    expect(draft.Coating_Width?.shown).toBe('40')
    expect(draft.Unw1_Thickness?.shown).toBe('5.0')
    expect(isDirty(draft)).toBe(false)
  })

  for (const system of systems) {
    it(`saves untouched fields as stored (comma rule only) for a ${system} user`, () => {
      const rows = awkward()
      const saved = rowsToSave(draftFrom(rows, system), system)
      expect(saved.map((r) => r.alias)).toEqual(recipeFields.map((f) => f.alias))
      for (const row of rows) {
        const expected = row.alias === 'Gscan_CalibrationName' ? row.value : row.value.replace('.', ',')
        expect(savedValue(saved, row.alias), row.alias).toBe(expected)
      }
      // Shown, saved and shown again: nothing drifts.
      expect(rowsToSave(draftFrom(saved, system), system)).toEqual(saved)
      expect(draftProblems(draftFrom(rows, system), system).size).toBe(0)
    })
  }

  it('converts a touched metric field back, and shows it again as typed', () => {
    const draft = withShown(draftFrom(defaultRecipe(), 'metric'), 'Coating_Width', '500.5')
    expect(isTouched(draft.Coating_Width as never)).toBe(true)
    const saved = rowsToSave(draft, 'metric')
    expect(savedValue(saved, 'Coating_Width')).toBe('19,7047')
    expect(draftFrom(saved, 'metric').Coating_Width?.shown).toBe('500.5')
    // The untouched neighbours keep their stored text.
    expect(savedValue(saved, 'Unw1_Width')).toBe('25')
  })

  it('is untouched again when the user types back what was shown', () => {
    const draft = draftFrom(awkward(), 'metric')
    const shown = draft.Rew_Tension?.shown as string
    const back = withShown(withShown(draft, 'Rew_Tension', '12'), 'Rew_Tension', shown)
    expect(isDirty(back)).toBe(false)
    expect(savedValue(rowsToSave(back, 'metric'), 'Rew_Tension')).toBe('8,8')
  })

  it('flags invalid fields and their sections, stored or typed', () => {
    const rows = defaultRecipe().map((r) => (r.alias === 'Treater2_Power' ? { ...r, value: '9000' } : r))
    let draft = draftFrom(rows, 'metric')
    draft = withShown(draft, 'Coating_Width', '300')
    draft = withShown(draft, 'Gscan_CalibrationName', '')
    const problems = draftProblems(draft, 'metric')
    expect([...problems]).toEqual([
      ['Coating_Width', 'out-of-range'],
      ['Treater2_Power', 'out-of-range'],
      ['Gscan_CalibrationName', 'empty'],
    ])
    expect([...invalidSections(problems)]).toEqual(['coating', 'treater2', 'extra'])
    expect(invalidSections(new Map()).size).toBe(0)
  })

  it('keeps what the user typed when new rows arrive, and takes the rest', () => {
    const edited = withShown(draftFrom(defaultRecipe(), 'metric'), 'Coating_Width', '500.5')
    const newer = defaultRecipe().map((r) => (r.alias === 'Unw1_Width' ? { ...r, value: '30' } : r))
    const rebased = rebaseDraft(edited, newer, 'metric')
    expect(rebased.Coating_Width?.shown).toBe('500.5')
    expect(rebased.Unw1_Width?.shown).toBe('762')
    // The saved value comes back: the field is no longer touched.
    const saved = rowsToSave(edited, 'metric')
    expect(isDirty(rebaseDraft(edited, saved, 'metric'))).toBe(false)
  })
})

describe('switches and selects', () => {
  it('shows off for 0, False, false and stores the min/max', () => {
    for (const off of ['0', 'False', 'false']) expect(switchIsOn(off)).toBe(false)
    for (const on of ['1', 'True', 'true']) expect(switchIsOn(on)).toBe(true)
    const draft = draftFrom(awkward(), 'metric')
    expect(switchIsOn(draft.Accessories_Cooling?.shown as string)).toBe(false)
    const toggled = withShown(draft, 'Accessories_Cooling', switchValue(true))
    expect(savedValue(rowsToSave(toggled, 'metric'), 'Accessories_Cooling')).toBe('1')
    const back = withShown(toggled, 'Accessories_Cooling', switchValue(false))
    expect(savedValue(rowsToSave(back, 'metric'), 'Accessories_Cooling')).toBe('0')
  })

  it('stores the chosen option text of a select and the 1-based material index', () => {
    let draft = draftFrom(defaultRecipe(), 'metric')
    draft = withShown(draft, 'Gscan_Positions', '7')
    draft = withShown(draft, 'General_MachineConfig', '1')
    draft = withShown(draft, 'Unw2_Material', '11')
    draft = withShown(draft, 'Treater1_Mode', '3')
    const saved = rowsToSave(draft, 'metric')
    expect(savedValue(saved, 'Gscan_Positions')).toBe('7')
    expect(savedValue(saved, 'General_MachineConfig')).toBe('1')
    expect(savedValue(saved, 'Unw2_Material')).toBe('11')
    expect(savedValue(saved, 'Treater1_Mode')).toBe('3')
    expect(draftProblems(draft, 'metric').size).toBe(0)
    expect(draftProblems(withShown(draft, 'Gscan_Positions', '4'), 'metric').get('Gscan_Positions')).toBe(
      'not-an-option',
    )
    expect(draftProblems(withShown(draft, 'Unw1_Material', '12'), 'metric').get('Unw1_Material')).toBe(
      'not-an-option',
    )
  })

  it('has one section per spec section, in order', () => {
    expect(recipeSections.map((s) => s.key)).toEqual([
      'configuration',
      'coating',
      'nips',
      'unwinder1',
      'unwinder2',
      'rewinder',
      'treater1',
      'treater2',
      'extra',
    ])
  })
})
