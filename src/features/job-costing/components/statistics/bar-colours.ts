import type { BarTone } from '../../model/cost-statistics'

/**
 * The colours of spec 002 §9 ("normal bars white, selected green, average yellow,
 * recalculation-pending red"), per theme: white bars would vanish on the light theme, so there the
 * normal bar is a neutral grey, and the other three a shade darker for contrast on white.
 */
export interface CostColours extends Record<BarTone, string> {
  average: string
}

export function costColours(scheme: 'dark' | 'light'): CostColours {
  return scheme === 'dark'
    ? { normal: 'gray.2', selected: 'green.5', recalculate: 'red.6', average: 'yellow.4' }
    : { normal: 'gray.5', selected: 'green.7', recalculate: 'red.7', average: 'yellow.7' }
}
