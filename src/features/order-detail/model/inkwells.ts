import type { OrderInkwell } from '@/contract/order-detail'

/**
 * Whether an inkwell was used on the order (spec 000 §5): a flexo deck with format '0 mm' is
 * inactive; an offset deck counts as used only when its development plate or blanket is above 0.
 * Inactive decks are shown dimmed with their values blanked.
 */
export function isInkwellActive(inkwell: Pick<OrderInkwell, 'kind' | 'values'>): boolean {
  const v = inkwell.values
  if (inkwell.kind === 'offset') return Number(v.developmentPlate) > 0 || Number(v.developmentBlanket) > 0
  const format = typeof v.format === 'string' ? v.format.trim() : v.format
  return !(format === '0 mm' || format === '0' || format === 0 || format === null || format === undefined)
}

/** The columns of each kind's table, in the order of spec 000 §3.4. */
export const inkwellFields = {
  flexo: [
    'color',
    'format',
    'referencePantone',
    'viscosity',
    'temperature',
    'tapeReference',
    'aniloxReference',
    'aniloxLine',
    'aniloxVolume',
    'plateCylinderFormat',
    'intermediateSleeveOuterDiameter',
    'pressureAxCm',
    'pressureAxTr',
    'pressurePcCm',
    'pressurePcTr',
    'strainRegisterLongitudinal',
    'strainRegisterLateral',
  ],
  offset: [
    'color',
    'developmentPlate',
    'developmentBlanket',
    'pressure',
    'registerLongitudinal',
    'registerLateral',
    'formRoller1Pressure',
    'formRoller2Pressure',
    'formRoller3Pressure',
    'waterPressure1',
    'waterPressure2',
    'inkRollerSpeed',
    'waterRollerSpeed',
    'ductor',
  ],
} as const
export type InkwellField = (typeof inkwellFields)[keyof typeof inkwellFields][number]
