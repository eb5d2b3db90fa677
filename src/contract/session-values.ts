/**
 * The value lists of the session's enums, without zod: the session guard of the first screens
 * (features/session/model) checks them, and importing session.ts there would pull every schema
 * (and zod) into the signed-in start (ADR 008). session.ts builds its schemas from these.
 */

/** Maintenance language choices are limited (spec 002 §2.5). */
export const maintenanceLanguages = ['en_EN', 'es_ES', 'pt_PT'] as const

/** User preference codes (spec 000 §3.1, 002 §3.4). */
export const userPreferenceCodes = [
  'USER_SENDPDFWHENFINISHORDER_YES',
  'USER_SENDPDFWHENFINISHORDER_NO',
  'USER_SENDPDFMAINTENANCE_YES',
  'USER_SENDPDFMAINTENANCE_NO',
  'USER_GLOBALUNITSYSTEM_INTERNATIONAL',
  'USER_GLOBALUNITSYSTEM_IMPERIAL',
  'SEPARATOR_MILES_COMMA',
  'SEPARATOR_DECIMAL_DOT',
  'SEPARATOR_MILES_DOT',
  'SEPARATOR_DECIMAL_COMMA',
] as const

export const machineLineNames = ['FLEXO', 'ROTO', 'OFFSET', 'LAMINATING', 'SLITTING', 'DIGITAL'] as const
