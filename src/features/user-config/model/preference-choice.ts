import type { UserPreferenceCode } from '@/contract/session'

/**
 * The preference codes (spec 000 §3.1, 002 §3.4) as the two tabs that edit them show them. The
 * server keeps one list; each tab sends the whole list with its own part changed, so saving units
 * never drops the mail choices and the other way round.
 */
export type UnitSystem = 'metric' | 'imperial'
/** thousands comma + decimal dot (1,234.5) or thousands dot + decimal comma (1.234,5). */
export type SeparatorPair = 'comma-dot' | 'dot-comma'

export interface PreferenceChoice {
  unitSystem: UnitSystem
  separators: SeparatorPair
  sendOrderPdf: boolean
  sendMaintenancePdf: boolean
}

export function choiceFromCodes(codes: readonly string[]): PreferenceChoice {
  const has = (c: UserPreferenceCode) => codes.includes(c)
  return {
    unitSystem: has('USER_GLOBALUNITSYSTEM_IMPERIAL') ? 'imperial' : 'metric',
    separators: has('SEPARATOR_DECIMAL_COMMA') || has('SEPARATOR_MILES_DOT') ? 'dot-comma' : 'comma-dot',
    sendOrderPdf: has('USER_SENDPDFWHENFINISHORDER_YES'),
    sendMaintenancePdf: has('USER_SENDPDFMAINTENANCE_YES'),
  }
}

export function codesFromChoice(choice: PreferenceChoice): UserPreferenceCode[] {
  return [
    choice.sendOrderPdf ? 'USER_SENDPDFWHENFINISHORDER_YES' : 'USER_SENDPDFWHENFINISHORDER_NO',
    choice.sendMaintenancePdf ? 'USER_SENDPDFMAINTENANCE_YES' : 'USER_SENDPDFMAINTENANCE_NO',
    choice.unitSystem === 'imperial'
      ? 'USER_GLOBALUNITSYSTEM_IMPERIAL'
      : 'USER_GLOBALUNITSYSTEM_INTERNATIONAL',
    ...(choice.separators === 'dot-comma'
      ? (['SEPARATOR_MILES_DOT', 'SEPARATOR_DECIMAL_COMMA'] as const)
      : (['SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_DOT'] as const)),
  ]
}
