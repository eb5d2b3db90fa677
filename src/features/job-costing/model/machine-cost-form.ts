import {
  MACHINE_COST_MAX_LENGTH,
  type MachineCostField,
  type MachineCostRecordWire,
  type MachineCostValues,
  machineCostFields,
} from '@/contract/job-costing'

/**
 * The machine-cost form (spec 002 §3.2, §5 "Machine costs"): every field required and at least 0,
 * the percents at most 100, at most 7 characters typed, and the steps of §5 (machineCostFields in
 * the contract holds them). A number input holds a number, or text while it is empty or half typed.
 */
export type MachineCostDraft = Record<MachineCostField, number | string>

export type MachineCostErrorCode = 'REQUIRED' | 'NOT_A_NUMBER' | 'NEGATIVE' | 'ABOVE_MAX' | 'TOO_LONG'

const fieldByKey = new Map(machineCostFields.map((f) => [f.key as MachineCostField, f]))

/** The maximum of a field: 100 for the percents, none (undefined) for the others. */
export function fieldMax(field: MachineCostField): number | undefined {
  const def = fieldByKey.get(field)
  return def && 'max' in def ? def.max : undefined
}

/** Decimals a step allows (0.01 -> 2, 0.00001 -> 5, 1 -> 0): what the input accepts. */
export function stepDecimals(step: number): number {
  const text = String(step)
  if (text.includes('e-')) return Number(text.split('e-')[1])
  const dot = text.indexOf('.')
  return dot === -1 ? 0 : text.length - dot - 1
}

const asNumber = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const text = value.trim().replace(',', '.')
  return /^\d+(\.\d*)?$|^\.\d+$/.test(text) ? Number(text) : null
}

/** The field's error, or null when the value may be saved. */
export function machineCostFieldError(
  field: MachineCostField,
  value: number | string,
): MachineCostErrorCode | null {
  if (typeof value === 'string' && value.trim() === '') return 'REQUIRED'
  if (String(value).trim().length > MACHINE_COST_MAX_LENGTH) return 'TOO_LONG'
  if (typeof value === 'string' && value.trim().startsWith('-')) return 'NEGATIVE'
  const n = asNumber(value)
  if (n === null) return 'NOT_A_NUMBER'
  if (n < 0) return 'NEGATIVE'
  const max = fieldMax(field)
  return max !== undefined && n > max ? 'ABOVE_MAX' : null
}

export function machineCostErrors(
  draft: MachineCostDraft,
): Partial<Record<MachineCostField, MachineCostErrorCode>> {
  const errors: Partial<Record<MachineCostField, MachineCostErrorCode>> = {}
  for (const { key } of machineCostFields) {
    const error = machineCostFieldError(key, draft[key])
    if (error) errors[key] = error
  }
  return errors
}

/** The form's start: the saved record, or zeros (the spec's defaults) while none is saved. */
export function draftOf(record: MachineCostRecordWire | undefined): MachineCostDraft {
  return Object.fromEntries(machineCostFields.map(({ key }) => [key, record?.[key] ?? 0])) as MachineCostDraft
}

/** The body to send (every field, no id: §3.2), or null while any field has an error. */
export function valuesOf(draft: MachineCostDraft): MachineCostValues | null {
  if (Object.keys(machineCostErrors(draft)).length > 0) return null
  return Object.fromEntries(
    machineCostFields.map(({ key }) => [key, asNumber(draft[key]) as number]),
  ) as MachineCostValues
}

/** The form's sections, in the spec's order of the fields (§3.2). */
export const machineCostSections = [
  {
    id: 'machine',
    fields: [
      'amortizationPrice',
      'operator1Price',
      'operator1Percent',
      'operator2Price',
      'operator2Percent',
      'operator3Price',
      'operator3Percent',
    ],
  },
  { id: 'cliche', fields: ['clichePrice', 'clicheTimeMinutes'] },
  {
    id: 'consumables',
    fields: [
      'adhesivePrice',
      'waste',
      'scraperPrice',
      'scraperMeters',
      'stampPrice',
      'stampMeters',
      'ragPrice',
      'ragMeters',
      'splicingTapePrice',
      'aniloxCleanerPrice',
      'treatyPencilPrice',
    ],
  },
] as const satisfies readonly { id: string; fields: readonly MachineCostField[] }[]
