/**
 * The recipe of a shared job (spec 002 §3.1, §5, §9): every field of the laminating / coating /
 * rewinding machine's configuration, in the screen's sections and order, with its stored range,
 * unit and default. Both sides run these rules: the screen to mark fields and sections, the server
 * to refuse a recipe it would not show as valid (400 naming the row and the alias).
 *
 * Stored values are text, in the machine's units (the spec's imperial ranges). A decimal may be
 * stored with a comma (the machine's format): read with either separator, written back with a comma
 * (`toStoredText`), except the calibration name, which is free text.
 */

export type RecipeUnit = 'ft/min' | 'lbs' | 'F' | 'in' | 'mils' | 'PSI' | '%' | 'W' | 'W/min' | 'Lb/R'

interface FieldBase {
  alias: string
  /** The stored default, as text. */
  default: string
}

/** A real number within [min, max] (inclusive), typed in an input of at most 7 characters. */
export interface NumberField extends FieldBase {
  kind: 'number'
  min: number
  max: number
  /** null: a plain number (the G-Scan limits). */
  unit: RecipeUnit | null
}
/** On/off: off is stored as the min ("0"), on as the max ("1"); 0, False or false read as off. */
export interface SwitchField extends FieldBase {
  kind: 'switch'
}
/** A select that stores the chosen option's text (treater modes, G-Scan positions, machine type). */
export interface SelectField extends FieldBase {
  kind: 'select'
  options: readonly string[]
}
/** One of the 11 recipe materials, stored as its 1-based index in `recipeMaterials`. */
export interface MaterialField extends FieldBase {
  kind: 'material'
}
/** Free text, required, no length limit of 7 (the G-Scan calibration name). */
export interface TextField extends FieldBase {
  kind: 'text'
}

export type RecipeField = NumberField | SwitchField | SelectField | MaterialField | TextField

export interface RecipeSection {
  /** Stable key for the screen's translations and test ids. */
  key: string
  /** The section's title as the spec names it (English; the screen translates it). */
  title: string
  fields: readonly RecipeField[]
}

/** The recipe materials in the spec's order; the stored value is the 1-based index as text. */
export const recipeMaterials = [
  'PAPER',
  'ALUMINIUM',
  'LDPE',
  'OPA',
  'BOPP',
  'PET',
  'PP CAST',
  'HDPE',
  'PVC',
  'Polyamida',
  'Laminated',
] as const

/** General_MachineConfig: 0 laminating, 1 rewinding (spec 002 §9). */
export const MACHINE_CONFIG_LAMINATING = '0'
export const MACHINE_CONFIG_REWINDING = '1'
export const TREATER_MODES = ['0', '1', '2', '3'] as const
export const GSCAN_POSITIONS = ['3', '5', '7'] as const
/** The most characters a recipe input holds, the calibration name excepted (spec 002 §5, §9). */
export const RECIPE_INPUT_MAX_LENGTH = 7
/** The calibration name is free text; this only bounds what the server stores. */
export const CALIBRATION_NAME_MAX_LENGTH = 100

const num = (
  alias: string,
  min: number,
  max: number,
  unit: RecipeUnit | null,
  dflt: string,
): NumberField => ({
  kind: 'number',
  alias,
  min,
  max,
  unit,
  default: dflt,
})
const onOff = (alias: string, on: boolean): SwitchField => ({
  kind: 'switch',
  alias,
  default: on ? '1' : '0',
})

const unwinder = (n: 1 | 2, thicknessDefault: string): RecipeField[] => [
  { kind: 'material', alias: `Unw${n}_Material`, default: '1' },
  num(`Unw${n}_Width`, 15.7, 44.5, 'in', '25'),
  num(`Unw${n}_Thickness`, 0.024, 39.3, 'mils', thicknessDefault),
  num(`Unw${n}_Tension`, 4.4, 110, 'lbs', '15'),
]

const treater = (n: 1 | 2, pmaxDefault: string): RecipeField[] => [
  onOff(`Accessories_Unw${n}_Tretater`, false),
  { kind: 'select', alias: `Treater${n}_Mode`, options: TREATER_MODES, default: '0' },
  num(`Treater${n}_Power`, 500, 8000, 'W', '2000'),
  num(`Treater${n}_Dosis`, 0.1, 40, 'W/min', '1.0'),
  num(`Treater${n}_Pmax`, 500, 8000, 'W', pmaxDefault),
  num(`Treater${n}_Pmin`, 500, 8000, 'W', '1500'),
  num(`Treater${n}_Vmin`, 0, 1640, 'ft/min', '50'),
  num(`Treater${n}_Vmax`, 0, 1640, 'ft/min', '400'),
]

export const recipeSections: readonly RecipeSection[] = [
  {
    key: 'configuration',
    title: 'Configuration',
    fields: [
      {
        kind: 'select',
        alias: 'General_MachineConfig',
        options: [MACHINE_CONFIG_LAMINATING, MACHINE_CONFIG_REWINDING],
        default: MACHINE_CONFIG_LAMINATING,
      },
      num('General_PreselectedSpeed', 0, 1640, 'ft/min', '1000'),
      onOff('Accessories_Cooling', true),
    ],
  },
  {
    key: 'coating',
    title: 'Coating',
    fields: [
      num('Coating_Tension', 4.4, 110, 'lbs', '15'),
      onOff('TC_R6_State', true),
      num('TC_R6_Temperature', 68, 194, 'F', '110'),
      onOff('TC_R4_State', true),
      num('TC_R4_Temperature', 68, 194, 'F', '110'),
      onOff('TC_R1R2_State', true),
      num('TC_R1R2_Temperature', 68, 194, 'F', '110'),
      num('Coating_Width', 15.7, 44.5, 'in', '35'),
      num('Coating_R2_Speed', 35, 100, '%', '35'),
    ],
  },
  {
    key: 'nips',
    title: 'NIPs pressures',
    fields: [
      num('Laminator_R6_Pressure', 0, 87, 'PSI', '35'),
      num('Coating_R5_Pressure', 0, 87, 'PSI', '35'),
      num('Coating_R3_Pressure', 0, 87, 'PSI', '35'),
      num('Laminator_R6_Pressure_MS', 0, 87, 'PSI', '35'),
      num('Coating_R5_Pressure_MS', 0, 87, 'PSI', '35'),
      num('Coating_R3_Pressure_MS', 0, 87, 'PSI', '35'),
    ],
  },
  { key: 'unwinder1', title: 'Winders - Unwinder 1', fields: unwinder(1, '5.0') },
  { key: 'unwinder2', title: 'Winders - Unwinder 2', fields: unwinder(2, '0.5') },
  {
    key: 'rewinder',
    title: 'Winders - Rewinder',
    fields: [
      num('Rew_Tension', 8.8, 110, 'lbs', '15'),
      num('Rew_Tension_Taper', 0, 80, '%', '25'),
      num('Rew_Duplex_Module_Pressure', 11, 220, 'lbs', '45'),
      num('Rew_Duplex_Module_Taper', 0, 80, '%', '15'),
      num('Rew_Duplex_Layon_Pressure', 44, 220, 'lbs', '45'),
      num('Rew_Layon_Pressure', 0, 87, 'PSI', '35'),
      num('Rew_Offset_Diameter', 3.55, 39.3, 'in', '6'),
      num('Rew_Layon_Pressure_Taper', 0, 80, '%', '25'),
    ],
  },
  { key: 'treater1', title: 'Treaters - Treater 1', fields: treater(1, '6000') },
  { key: 'treater2', title: 'Treaters - Treater 2', fields: treater(2, '1500') },
  {
    key: 'extra',
    title: 'Extra',
    fields: [
      onOff('Accessories_Antistatic', false),
      { kind: 'text', alias: 'Gscan_CalibrationName', default: 'none.xml' },
      num('Gscan_Target', 0, 10, 'Lb/R', '2.5'),
      { kind: 'select', alias: 'Gscan_Positions', options: GSCAN_POSITIONS, default: '5' },
      onOff('Gscan_Acoustic', false),
      onOff('Gscan_LimitMode', false),
      num('Gscan_LimitMax', 0, 10, null, '2.8'),
      num('Gscan_LimitMin', 0, 10, null, '2.2'),
      num('Gscan_LimitPercent', 0, 50, '%', '25'),
    ],
  },
]

export const recipeFields: readonly RecipeField[] = recipeSections.flatMap((s) => s.fields)
export const recipeFieldByAlias: ReadonlyMap<string, RecipeField> = new Map(
  recipeFields.map((f) => [f.alias, f]),
)

/** The switch that enables each treater section's fields (shown first in the section). */
export const treaterSwitches = ['Accessories_Unw1_Tretater', 'Accessories_Unw2_Tretater'] as const

/** A stored or typed decimal: a comma reads as a dot (spec 002 §3.1). NaN when it is not a number. */
export function parseRecipeNumber(text: string): number {
  const t = text.trim().replace(',', '.')
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(t)) return Number.NaN
  return Number(t)
}

/** A switch's stored value read as on/off: 0, False or false (and empty) are off. */
export function switchIsOn(value: string): boolean {
  const t = value.trim()
  return !(t === '' || t === '0' || t === 'False' || t === 'false' || parseRecipeNumber(t) === 0)
}

/** What a switch stores: the min when off, the max when on. */
export const switchValue = (on: boolean): string => (on ? '1' : '0')

/** How a value is shown: a stored comma becomes a dot, except in the calibration name. */
export function toShownText(field: RecipeField, stored: string): string {
  return field.kind === 'text' ? stored : stored.replace(',', '.')
}

/** How a value is saved: the dot becomes a comma for every field but the calibration name. */
export function toStoredText(field: RecipeField, shown: string): string {
  return field.kind === 'text' ? shown : shown.trim().replace('.', ',')
}

export type RecipeProblem = 'empty' | 'too-long' | 'not-a-number' | 'out-of-range' | 'not-an-option'

/**
 * Why a stored value is not valid for its field, or null when it is. Numbers are checked against
 * the stored (imperial) range, inclusive; the screen checks a metric user's typed value against the
 * converted range first (features/shared-jobs/model).
 */
export function recipeValueProblem(field: RecipeField, value: string): RecipeProblem | null {
  const t = value.trim()
  if (t === '') return 'empty'
  if (field.kind === 'text') return value.length > CALIBRATION_NAME_MAX_LENGTH ? 'too-long' : null
  if (t.length > RECIPE_INPUT_MAX_LENGTH) return 'too-long'
  switch (field.kind) {
    case 'switch':
      return ['0', '1', 'False', 'false', 'True', 'true'].includes(t) ? null : 'not-an-option'
    case 'select':
      return field.options.includes(t) ? null : 'not-an-option'
    case 'material': {
      const n = parseRecipeNumber(t)
      return Number.isInteger(n) && n >= 1 && n <= recipeMaterials.length ? null : 'not-an-option'
    }
    case 'number': {
      const n = parseRecipeNumber(t)
      if (Number.isNaN(n)) return 'not-a-number'
      return n >= field.min && n <= field.max ? null : 'out-of-range'
    }
  }
}

/** The recipe a new job starts with: every field at its default. */
export const defaultRecipe = (): { alias: string; value: string }[] =>
  recipeFields.map((f) => ({ alias: f.alias, value: f.default }))
