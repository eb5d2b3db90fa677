/**
 * Prices as the price forms show and read them (spec 002 §3.2, §5, §9). The wire carries numbers;
 * the inputs are text the user types with their own decimal separator, read back with the shared
 * `parsePriceText` (currency sign stripped, comma turned into a dot, at most 5 decimals).
 */
import { PRICE_DECIMALS } from '@/contract/job-costing-rules'

const SCALE = 10 ** PRICE_DECIMALS

/** A price rounded to the 0.00001 step (§9); the epsilon keeps 1.005 * 1.1 from rounding down. */
export function roundPrice(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * SCALE) / SCALE
}

/** The decimals a price needs on screen: at least 2 (money), at most 5 (the price step). */
export function priceDecimals(value: number): number {
  const rounded = roundPrice(value)
  for (let d = 2; d < PRICE_DECIMALS; d++) {
    const scale = 10 ** d
    if (Math.abs(Math.round(rounded * scale) - rounded * scale) < 1e-6) return d
  }
  return PRICE_DECIMALS
}

/**
 * A price as the text of an input: plain digits, no thousands separator (parsePriceText knows only
 * the decimal one), the user's decimal separator, at most 5 decimals.
 */
export function priceInputText(value: number, decimalSeparator: '.' | ','): string {
  const text = roundPrice(value)
    .toFixed(PRICE_DECIMALS)
    .replace(/\.?0+$/, '')
  return decimalSeparator === ',' ? text.replace('.', ',') : text
}
