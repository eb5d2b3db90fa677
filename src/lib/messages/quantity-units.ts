import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type QuantityUnit, quantityUnitOf } from '../../contract/units'
import { formatNumber } from '../format/number'
import type { UnitPreferences } from '../format/unit-preferences'

/**
 * The units of consumption as a person reads them, in the interface language: SI symbols (kWh, kg,
 * L, m³; Russian кВт·ч, кг, л, м³). The one table the screens use for a consumable type's unit, ink
 * in litres and ink by weight; the codes on the wire stay as stored ("kW", "Kg", "lts": see
 * quantityUnitOf and ADR 031). The server's documents have the same table in
 * server/documents/quantity-units.ts.
 */
export const quantityUnitLabels: Record<QuantityUnit, MessageDescriptor> = {
  kWh: msg({ message: 'kWh', context: 'unit symbol: kilowatt-hour, energy used' }),
  kg: msg({ message: 'kg', context: 'unit symbol: kilogram' }),
  L: msg({ message: 'L', context: 'unit symbol: litre' }),
  'm³': msg({ message: 'm³', context: 'unit symbol: cubic metre' }),
}

/** The symbol of a stored unit code in the interface language; a code it does not know, as stored. */
export function unitSymbol(i18n: I18n, code: string | null | undefined): string {
  const unit = quantityUnitOf(code)
  return unit ? i18n._(quantityUnitLabels[unit]) : (code ?? '').trim()
}

/** '183.20 kWh' with the user's separators; '-' for a missing value. */
export function formatQuantity(
  i18n: I18n,
  value: number | null | undefined,
  code: string | null | undefined,
  prefs: Pick<UnitPreferences, 'decimalSeparator' | 'thousandsSeparator'>,
  decimals = 2,
): string {
  const text = formatNumber(value, prefs, { decimals })
  const symbol = unitSymbol(i18n, code)
  return text === '-' || !symbol ? text : `${text} ${symbol}`
}

/** '€/kWh': a price per unit of the stored code. */
export function perUnit(i18n: I18n, price: string, code: string | null | undefined): string {
  const symbol = unitSymbol(i18n, code)
  return symbol ? `${price}/${symbol}` : price
}
