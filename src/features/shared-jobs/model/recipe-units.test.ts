import { describe, expect, it } from 'vitest'
import {
  type NumberField,
  parseRecipeNumber,
  RECIPE_INPUT_MAX_LENGTH,
  type RecipeUnit,
  recipeFieldByAlias,
  recipeFields,
  recipeValueProblem,
  toStoredText,
} from '@/contract/shared-job-recipe'
import { defaultUnitPreferences } from '@/lib/format/unit-preferences'
import {
  conversionOf,
  formatDecimal,
  metricUnits,
  shownProblem,
  shownRange,
  shownRangeText,
  showValue,
  storedFromShown,
  type UnitSystem,
  unitSymbol,
  unitSystemOf,
} from './recipe-units'

const numberFields = recipeFields.filter((f): f is NumberField => f.kind === 'number')
const field = (alias: string) => recipeFieldByAlias.get(alias) as NumberField
const systems: UnitSystem[] = ['metric', 'imperial']

describe('the unit system of the user', () => {
  it('is imperial when lengths are in feet, metric otherwise', () => {
    expect(unitSystemOf(defaultUnitPreferences)).toBe('metric')
    expect(unitSystemOf({ ...defaultUnitPreferences, length: 'ft' })).toBe('imperial')
  })
})

describe('the conversions', () => {
  const cases: [RecipeUnit, number, number][] = [
    ['ft/min', 1000, 304.8],
    ['lbs', 10, 4.5359237],
    ['F', 212, 100],
    ['F', 32, 0],
    ['in', 1, 25.4],
    ['mils', 1, 25.4],
    ['PSI', 100, 6.89475729],
    // 453.59237 g over 3000 ft² (278.70912 m²).
    ['Lb/R', 1, 1.6274759],
  ]
  it.each(cases)('%s: %d stored is %d metric, and back', (unit, stored, metric) => {
    const u = metricUnits[unit]
    expect(u).toBeDefined()
    expect(u?.toMetric(stored)).toBeCloseTo(metric, 6)
    expect(u?.fromMetric(metric)).toBeCloseTo(stored, 6)
  })

  it('leaves %, W, W/min and plain numbers alone', () => {
    for (const unit of ['%', 'W', 'W/min'] as const) expect(metricUnits[unit]).toBeUndefined()
    expect(conversionOf(field('Gscan_LimitMax'), 'metric')).toBeNull()
    expect(conversionOf(field('Treater1_Power'), 'metric')).toBeNull()
    expect(conversionOf(field('Coating_Width'), 'imperial')).toBeNull()
  })

  it('names the unit each user sees', () => {
    expect(unitSymbol(field('General_PreselectedSpeed'), 'metric')).toBe('m/min')
    expect(unitSymbol(field('General_PreselectedSpeed'), 'imperial')).toBe('ft/min')
    expect(unitSymbol(field('TC_R6_Temperature'), 'metric')).toBe('°C')
    expect(unitSymbol(field('TC_R6_Temperature'), 'imperial')).toBe('°F')
    expect(unitSymbol(field('Unw1_Thickness'), 'metric')).toBe('µm')
    expect(unitSymbol(field('Gscan_Target'), 'metric')).toBe('g/m²')
    expect(unitSymbol(field('Rew_Layon_Pressure'), 'metric')).toBe('bar')
    expect(unitSymbol(field('Coating_Tension'), 'metric')).toBe('kg')
    expect(unitSymbol(field('Coating_R2_Speed'), 'metric')).toBe('%')
    expect(unitSymbol(field('Gscan_LimitMax'), 'metric')).toBeNull()
  })
})

describe('formatDecimal', () => {
  it('rounds to the decimals and trims trailing zeros', () => {
    expect(formatDecimal(398.78, 1)).toBe('398.8')
    expect(formatDecimal(20, 1)).toBe('20')
    expect(formatDecimal(2.5, 3)).toBe('2.5')
    expect(formatDecimal(-0.00001, 2)).toBe('0')
    expect(formatDecimal(1640, 2)).toBe('1640')
  })
})

describe('the shown ranges', () => {
  it('are the stored ranges for an imperial user', () => {
    for (const f of numberFields)
      expect(shownRange(f, 'imperial')).toEqual({ min: f.min, max: f.max, decimals: null })
  })

  it('are the metric conversions rounded inward to the shown precision', () => {
    expect(shownRange(field('General_PreselectedSpeed'), 'metric')).toEqual({
      min: 0,
      max: 499.8,
      decimals: 1,
    })
    expect(shownRange(field('Coating_Tension'), 'metric')).toEqual({ min: 2, max: 49.89, decimals: 2 })
    expect(shownRange(field('Rew_Tension'), 'metric')).toEqual({ min: 4, max: 49.89, decimals: 2 })
    expect(shownRange(field('TC_R6_Temperature'), 'metric')).toEqual({ min: 20, max: 90, decimals: 1 })
    expect(shownRange(field('Coating_Width'), 'metric')).toEqual({ min: 398.8, max: 1130.3, decimals: 1 })
    expect(shownRange(field('Unw1_Thickness'), 'metric')).toEqual({ min: 0.61, max: 998.22, decimals: 2 })
    expect(shownRange(field('Rew_Offset_Diameter'), 'metric')).toEqual({ min: 90.2, max: 998.2, decimals: 1 })
    expect(shownRange(field('Rew_Layon_Pressure'), 'metric')).toEqual({ min: 0, max: 5.99, decimals: 2 })
    expect(shownRange(field('Gscan_Target'), 'metric')).toEqual({ min: 0, max: 16.274, decimals: 3 })
    expect(shownRangeText(field('Coating_Width'), 'metric')).toEqual({ min: '398.8', max: '1130.3' })
  })

  it('convert back inside the stored range, at both ends, for every field', () => {
    for (const f of numberFields) {
      const range = shownRange(f, 'metric')
      for (const bound of [range.min, range.max]) {
        const stored = storedFromShown(f, formatDecimal(bound, range.decimals ?? 6), 'metric')
        expect(recipeValueProblem(f, stored), `${f.alias} at ${bound} -> ${stored}`).toBeNull()
      }
    }
  })
})

/** The smallest step a typed value of this field takes in this system, for the bound checks. */
function stepAt(f: NumberField, system: UnitSystem, bound: number): number {
  const decimals = shownRange(f, system).decimals
  if (decimals !== null) return 10 ** -decimals
  const text = String(bound)
  const d = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0
  return 10 ** -Math.max(d, 1)
}

describe('every field checked at its bounds, in both unit systems', () => {
  for (const system of systems) {
    for (const f of numberFields) {
      it(`${f.alias} (${system})`, () => {
        const range = shownRange(f, system)
        const d = 6
        const text = (x: number) => formatDecimal(x, d)
        expect(shownProblem(f, text(range.min), system)).toBeNull()
        expect(shownProblem(f, text(range.max), system)).toBeNull()
        expect(shownProblem(f, text(range.min - stepAt(f, system, range.min)), system)).toBe('out-of-range')
        expect(shownProblem(f, text(range.max + stepAt(f, system, range.max)), system)).toBe('out-of-range')
        expect(shownProblem(f, '', system)).toBe('empty')
        expect(shownProblem(f, '  ', system)).toBe('empty')
        expect(shownProblem(f, 'abc', system)).toBe('not-a-number')
        expect(shownProblem(f, '12345678', system)).toBe('too-long')
      })
    }
  }

  it('checks an imperial value like the stored rule does (comma or dot)', () => {
    for (const f of numberFields) {
      for (const typed of [String(f.min), String(f.max), String(f.min - 1), String(f.max + 1), '1,5', 'x']) {
        expect(shownProblem(f, typed, 'imperial'), `${f.alias} ${typed}`).toBe(
          recipeValueProblem(f, toStoredText(f, typed)),
        )
      }
    }
  })

  it('refuses more metric decimals than shown, not trailing zeros', () => {
    const width = field('Coating_Width')
    expect(shownProblem(width, '400.25', 'metric')).toBe('too-many-decimals')
    expect(shownProblem(width, '400.20', 'metric')).toBeNull()
    expect(shownProblem(width, '400,2', 'metric')).toBeNull()
    expect(shownProblem(width, '400.25', 'imperial')).toBe('out-of-range')
  })

  it('keeps the other kinds to the stored rules', () => {
    const sw = recipeFieldByAlias.get('Accessories_Cooling')
    const name = recipeFieldByAlias.get('Gscan_CalibrationName')
    if (!sw || !name) throw new Error('fields')
    expect(shownProblem(sw, '1', 'metric')).toBeNull()
    expect(shownProblem(sw, 'maybe', 'metric')).toBe('not-an-option')
    expect(shownProblem(name, 'a name longer than seven', 'metric')).toBeNull()
    expect(shownProblem(name, '', 'metric')).toBe('empty')
  })
})

describe('showing stored values', () => {
  it('shows an imperial user the stored text, comma as dot', () => {
    expect(showValue(field('Unw1_Thickness'), '5,0', 'imperial')).toBe('5.0')
    expect(showValue(field('Coating_Width'), '35', 'imperial')).toBe('35')
    expect(showValue(field('Treater1_Dosis'), '1,0', 'metric')).toBe('1.0')
  })

  it('converts for a metric user with the unit precision', () => {
    expect(showValue(field('General_PreselectedSpeed'), '1000', 'metric')).toBe('304.8')
    expect(showValue(field('TC_R6_Temperature'), '110', 'metric')).toBe('43.3')
    expect(showValue(field('Coating_Width'), '35', 'metric')).toBe('889')
    expect(showValue(field('Unw1_Thickness'), '5,0', 'metric')).toBe('127')
    expect(showValue(field('Unw2_Thickness'), '0.5', 'metric')).toBe('12.7')
    expect(showValue(field('Coating_Tension'), '15', 'metric')).toBe('6.8')
    expect(showValue(field('Laminator_R6_Pressure'), '35', 'metric')).toBe('2.41')
    expect(showValue(field('Gscan_Target'), '2,5', 'metric')).toBe('4.069')
  })

  it('shows a valid stored value inside the shown range, an invalid one as it converts', () => {
    // 8.8 lbs is 3.99 kg by rounding, under the inward minimum of 4 kg: shown at the minimum.
    expect(showValue(field('Rew_Tension'), '8,8', 'metric')).toBe('4')
    expect(shownProblem(field('Rew_Tension'), '4', 'metric')).toBeNull()
    expect(showValue(field('Rew_Tension'), '8', 'metric')).toBe('3.63')
    expect(showValue(field('Coating_Width'), 'wide', 'metric')).toBe('wide')
  })

  it('fits every default in the 7-character input', () => {
    for (const system of systems) {
      for (const f of numberFields) {
        expect(showValue(f, f.default, system).length).toBeLessThanOrEqual(RECIPE_INPUT_MAX_LENGTH)
      }
    }
  })
})

describe('the round trip of typed metric values', () => {
  // The widest field of each converted unit: every shown step of its range, typed, stored and shown again.
  const widest = new Map<RecipeUnit, NumberField>()
  for (const f of numberFields) {
    if (!f.unit || !metricUnits[f.unit]) continue
    const seen = widest.get(f.unit)
    if (!seen || f.max - f.min > seen.max - seen.min) widest.set(f.unit, f)
  }

  it('covers every converted unit', () => {
    expect([...widest.keys()].sort()).toEqual(['F', 'Lb/R', 'PSI', 'ft/min', 'in', 'lbs', 'mils'])
  })

  for (const [unit, f] of widest) {
    it(`${unit}: every value of ${f.alias}'s shown range`, () => {
      const range = shownRange(f, 'metric')
      const decimals = range.decimals as number
      const first = Math.round(range.min * 10 ** decimals)
      const last = Math.round(range.max * 10 ** decimals)
      let checked = 0
      for (let i = first; i <= last; i++) {
        const typed = formatDecimal(i / 10 ** decimals, decimals)
        const stored = storedFromShown(f, typed, 'metric')
        if (stored.length > RECIPE_INPUT_MAX_LENGTH || recipeValueProblem(f, stored) !== null) {
          throw new Error(`${f.alias}: ${typed} stored as ${stored}`)
        }
        const again = showValue(f, stored, 'metric')
        if (again !== typed) throw new Error(`${f.alias}: ${typed} -> ${stored} -> ${again}`)
        checked++
      }
      expect(checked).toBe(last - first + 1)
    })
  }

  it('holds for every converted field at its bounds and defaults', () => {
    for (const f of numberFields) {
      if (!conversionOf(f, 'metric')) continue
      const range = shownRange(f, 'metric')
      for (const x of [range.min, range.max, parseRecipeNumber(showValue(f, f.default, 'metric'))]) {
        const typed = formatDecimal(x, range.decimals as number)
        const stored = storedFromShown(f, typed, 'metric')
        expect(showValue(f, stored, 'metric'), `${f.alias} ${typed} -> ${stored}`).toBe(typed)
      }
    }
  })

  it('stores with the comma rule', () => {
    expect(storedFromShown(field('Coating_Width'), '889', 'metric')).toBe('35')
    expect(storedFromShown(field('Coating_Width'), '400.2', 'metric')).toBe('15,7559')
    expect(storedFromShown(field('Coating_Width'), '15.75', 'imperial')).toBe('15,75')
    expect(storedFromShown(field('Coating_R2_Speed'), '40.5', 'metric')).toBe('40,5')
  })
})
