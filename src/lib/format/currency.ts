import { formatNumber, isPresentNumber, MISSING } from './number'
import type { UnitPreferences } from './unit-preferences'

/**
 * Costs carry the user's currency symbol after the amount ('1.234,56 €'), the way the plant's
 * reports write them whatever the symbol; a missing cost shows '-' (spec 000 §3.3).
 */
export function formatCurrency(
  value: number | null | undefined,
  symbol: string,
  prefs: UnitPreferences,
  decimals = 2,
): string {
  if (!isPresentNumber(value)) return MISSING
  const amount = formatNumber(value, prefs, { decimals })
  return symbol ? `${amount} ${symbol}` : amount
}

/** Cost per square metre with 6 decimals (spec 002 §9): '0.012345 €/m²'. */
export function formatCostPerSquareMeter(
  value: number | null | undefined,
  symbol: string,
  prefs: UnitPreferences,
): string {
  if (!isPresentNumber(value)) return MISSING
  return `${formatNumber(value, prefs, { decimals: 6 })} ${symbol ? `${symbol}/m²` : '/m²'}`
}
