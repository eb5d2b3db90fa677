import type { Preference, UserPreferenceCode } from '../../src/contract/session'

/** Unit and separator preferences (concept + unit) follow from the user's preference codes. */
export function derivePreferences(codes: readonly string[]): Preference[] {
  const imperial = codes.includes('USER_GLOBALUNITSYSTEM_IMPERIAL')
  const commaDecimal = codes.includes('SEPARATOR_DECIMAL_COMMA') || codes.includes('SEPARATOR_MILES_DOT')
  return [
    { concept: 'UNIT_LENGTH', unit: imperial ? 'ft' : 'm' },
    { concept: 'UNIT_SPEED', unit: imperial ? 'ft/min' : 'm/min' },
    { concept: 'UNIT_WIDTH', unit: imperial ? 'in' : 'mm' },
    { concept: 'UNIT_TEMPERATURE', unit: imperial ? 'F' : 'C' },
    { concept: 'SEPARATOR_DECIMAL', unit: commaDecimal ? ',' : '.' },
    { concept: 'SEPARATOR_MILES', unit: commaDecimal ? '.' : ',' },
  ]
}

export function defaultPreferenceCodes(language: string): UserPreferenceCode[] {
  const commaDecimal = language !== 'en_EN'
  return [
    'USER_SENDPDFWHENFINISHORDER_NO',
    'USER_SENDPDFMAINTENANCE_NO',
    'USER_GLOBALUNITSYSTEM_INTERNATIONAL',
    ...(commaDecimal
      ? (['SEPARATOR_MILES_DOT', 'SEPARATOR_DECIMAL_COMMA'] as const)
      : (['SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_DOT'] as const)),
  ]
}
