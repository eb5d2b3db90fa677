import { describe, expect, it } from 'vitest'
import {
  defaultRecipe,
  type NumberField,
  parseRecipeNumber,
  RECIPE_INPUT_MAX_LENGTH,
  recipeFieldByAlias,
  recipeFields,
  recipeMaterials,
  recipeSections,
  recipeValueProblem,
  switchIsOn,
  switchValue,
  toShownText,
  toStoredText,
} from './shared-job-recipe'

const field = (alias: string) => {
  const f = recipeFieldByAlias.get(alias)
  if (!f) throw new Error(`no field ${alias}`)
  return f
}
const numberFields = recipeFields.filter((f): f is NumberField => f.kind === 'number')

/** A number written the way the input holds it (at most 7 characters, comma decimals). */
function text(n: number): string {
  for (let digits = 6; digits > 0; digits--) {
    const t = String(Number(n.toPrecision(digits))).replace('.', ',')
    if (t.length <= RECIPE_INPUT_MAX_LENGTH) return t
  }
  throw new Error(`${n} does not fit the input`)
}

describe('the recipe table (spec 002 §3.1)', () => {
  it('has the nine sections in the spec order and every alias once', () => {
    expect(recipeSections.map((s) => s.title)).toEqual([
      'Configuration',
      'Coating',
      'NIPs pressures',
      'Winders - Unwinder 1',
      'Winders - Unwinder 2',
      'Winders - Rewinder',
      'Treaters - Treater 1',
      'Treaters - Treater 2',
      'Extra',
    ])
    expect(new Set(recipeFields.map((f) => f.alias)).size).toBe(recipeFields.length)
  })

  it('starts every field at a default its own rule accepts', () => {
    for (const row of defaultRecipe())
      expect(recipeValueProblem(field(row.alias), row.value), row.alias).toBeNull()
    expect(field('Unw1_Thickness').default).toBe('5.0')
    expect(field('Unw2_Thickness').default).toBe('0.5')
    expect(field('Treater1_Pmax').default).toBe('6000')
    expect(field('Treater2_Pmax').default).toBe('1500')
  })
})

describe('number fields at their bounds', () => {
  it.each(numberFields.map((f) => [f.alias, f] as const))('%s: min and max in, just outside out', (_a, f) => {
    const step = (f.max - f.min) / 1000
    expect(recipeValueProblem(f, text(f.min))).toBeNull()
    expect(recipeValueProblem(f, text(f.max))).toBeNull()
    expect(recipeValueProblem(f, text(f.max + step))).toBe('out-of-range')
    expect(recipeValueProblem(f, text(f.min - step))).toBe('out-of-range')
  })

  it('reads a comma or a dot; refuses empty, text and more than 7 characters', () => {
    const tension = field('Coating_Tension')
    expect(recipeValueProblem(tension, '15,5')).toBeNull()
    expect(recipeValueProblem(tension, '15.5')).toBeNull()
    expect(recipeValueProblem(tension, ' ')).toBe('empty')
    expect(recipeValueProblem(tension, '1e1')).toBe('not-a-number')
    expect(recipeValueProblem(tension, '15,5,5')).toBe('not-a-number')
    expect(recipeValueProblem(tension, '15.00001')).toBe('too-long')
    expect('15.0001'.length).toBe(RECIPE_INPUT_MAX_LENGTH)
    expect(recipeValueProblem(tension, '15.0001')).toBeNull()
  })

  it('parses the stored text with either separator', () => {
    expect(parseRecipeNumber('0,8')).toBe(0.8)
    expect(parseRecipeNumber('.5')).toBe(0.5)
    expect(parseRecipeNumber('-3')).toBe(-3)
    expect(parseRecipeNumber('abc')).toBeNaN()
    expect(parseRecipeNumber('')).toBeNaN()
  })
})

describe('switches, selects, materials and the calibration name', () => {
  it('reads 0, False and false as off; stores off as the min and on as the max', () => {
    for (const off of ['0', 'False', 'false', '0,0', '']) expect(switchIsOn(off), off).toBe(false)
    for (const on of ['1', 'True', 'true']) expect(switchIsOn(on), on).toBe(true)
    expect(switchValue(false)).toBe('0')
    expect(switchValue(true)).toBe('1')
    expect(recipeValueProblem(field('Accessories_Cooling'), 'maybe')).toBe('not-an-option')
  })

  it('keeps the chosen text of a select and nothing else', () => {
    for (const v of ['0', '1', '2', '3']) expect(recipeValueProblem(field('Treater1_Mode'), v)).toBeNull()
    expect(recipeValueProblem(field('Treater1_Mode'), '4')).toBe('not-an-option')
    for (const v of ['3', '5', '7']) expect(recipeValueProblem(field('Gscan_Positions'), v)).toBeNull()
    expect(recipeValueProblem(field('Gscan_Positions'), '4')).toBe('not-an-option')
    expect(recipeValueProblem(field('General_MachineConfig'), '1')).toBeNull()
    expect(recipeValueProblem(field('General_MachineConfig'), '2')).toBe('not-an-option')
  })

  it('stores a material as its 1-based index among the 11', () => {
    expect(recipeMaterials).toHaveLength(11)
    expect(recipeMaterials[0]).toBe('PAPER')
    expect(recipeMaterials[10]).toBe('Laminated')
    expect(recipeValueProblem(field('Unw1_Material'), '1')).toBeNull()
    expect(recipeValueProblem(field('Unw1_Material'), '11')).toBeNull()
    expect(recipeValueProblem(field('Unw1_Material'), '0')).toBe('not-an-option')
    expect(recipeValueProblem(field('Unw1_Material'), '12')).toBe('not-an-option')
    expect(recipeValueProblem(field('Unw1_Material'), '1,5')).toBe('not-an-option')
  })

  it('needs a calibration name but no 7-character limit', () => {
    const name = field('Gscan_CalibrationName')
    expect(recipeValueProblem(name, 'laminate-20g.xml')).toBeNull()
    expect(recipeValueProblem(name, '')).toBe('empty')
  })
})

describe('the decimal comma rule', () => {
  it('shows a comma as a dot and saves the dot as a comma, except the calibration name', () => {
    const thickness = field('Unw1_Thickness')
    expect(toShownText(thickness, '0,8')).toBe('0.8')
    expect(toStoredText(thickness, '0.8')).toBe('0,8')
    expect(toStoredText(thickness, ' 12 ')).toBe('12')
    const name = field('Gscan_CalibrationName')
    expect(toShownText(name, 'film,v2.xml')).toBe('film,v2.xml')
    expect(toStoredText(name, 'film.v2.xml')).toBe('film.v2.xml')
  })
})
