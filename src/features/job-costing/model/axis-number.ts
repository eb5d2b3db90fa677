import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'

type Separators = Pick<UnitPreferences, 'decimalSeparator' | 'thousandsSeparator'>

/**
 * A chart axis tick, short enough for a narrow axis: 1.5k, 12M, 0.25 (the exact value is in the
 * tooltip and under the chart), with the user's decimal separator.
 */
export function axisNumber(value: number, prefs: Separators): string {
  const abs = Math.abs(value)
  if (abs >= 1e6) return `${formatNumber(value / 1e6, prefs, { decimals: 1, trimZeros: true })}M`
  if (abs >= 1e3) return `${formatNumber(value / 1e3, prefs, { decimals: 1, trimZeros: true })}k`
  return formatNumber(value, prefs, { decimals: 2, trimZeros: true })
}
