/**
 * The units of consumption as a reader reads them (ADR 031): SI symbols in the reader's language,
 * whatever code the plant stored (quantityUnitOf reads "kW" of a consumption as the energy unit
 * kWh, "Kg" as kg, "lts" as L). The same table as the screens' src/lib/messages/quantity-units.ts;
 * tests/server/quantity-units.test.ts keeps the two equal.
 */
import { type QuantityUnit, quantityUnitOf } from '../../src/contract/units'
import { inLanguage, row, type Translated } from './texts'

export const quantityUnitTexts: Readonly<Record<QuantityUnit, Translated>> = {
  kWh: row('kWh', 'kWh', 'kWh', 'kWh', 'kWh', 'кВт·ч'),
  kg: row('kg', 'kg', 'kg', 'kg', 'kg', 'кг'),
  L: row('L', 'L', 'L', 'L', 'L', 'л'),
  'm³': row('m³', 'm³', 'm³', 'm³', 'm³', 'м³'),
}

/** The symbol of a stored unit code in `language`; a code it does not know, as stored. */
export function quantityUnitSymbol(code: string | null | undefined, language: string): string {
  const unit = quantityUnitOf(code)
  return unit ? inLanguage(quantityUnitTexts[unit], language) : (code ?? '').trim()
}
