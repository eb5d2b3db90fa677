/** Unit conversions, shared by the screens (src/lib/format) and the server's exports. Exact definitions: 1 ft = 0.3048 m, 1 in = 25.4 mm. */

export const METERS_PER_FOOT = 0.3048
export const MM_PER_INCH = 25.4

export const metersToFeet = (meters: number) => meters / METERS_PER_FOOT
export const feetToMeters = (feet: number) => feet * METERS_PER_FOOT

/** Speeds are lengths per minute, so they convert like lengths. */
export const metersPerMinToFeetPerMin = metersToFeet
export const feetPerMinToMetersPerMin = feetToMeters

export const mmToInches = (mm: number) => mm / MM_PER_INCH
export const inchesToMm = (inches: number) => inches * MM_PER_INCH

export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32
export const fahrenheitToCelsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9

/**
 * The units of consumption (job costing's consumable types, ink): what a person reads, whatever
 * code the plant stored. The spec's list (002 §9) and the stored catalogue write "kW", "Kg",
 * "m³" and "lts"; a consumable's consumption is an amount used over time, so its "kW" is the
 * energy unit kWh and its price is per kWh (ADR 031). The codes stay on the wire as stored; the
 * screens (src/lib/messages/quantity-units.ts) and the server's documents
 * (server/documents/quantity-units.ts) print the SI symbol of the reader's language.
 */
export const quantityUnits = ['kWh', 'kg', 'L', 'm³'] as const
export type QuantityUnit = (typeof quantityUnits)[number]

const quantityUnitCodes: ReadonlyMap<string, QuantityUnit> = new Map(
  Object.entries({
    kw: 'kWh',
    kwh: 'kWh',
    kw·h: 'kWh',
    'kw h': 'kWh',
    kg: 'kg',
    kgs: 'kg',
    l: 'L',
    lt: 'L',
    lts: 'L',
    ltr: 'L',
    litre: 'L',
    litres: 'L',
    liter: 'L',
    liters: 'L',
    'm³': 'm³',
    m3: 'm³',
    'm^3': 'm³',
  } satisfies Record<string, QuantityUnit>),
)

/** The unit a stored code means (any case, spaces around ignored); null for a code it does not know. */
export function quantityUnitOf(code: string | null | undefined): QuantityUnit | null {
  if (!code) return null
  return quantityUnitCodes.get(code.trim().toLowerCase()) ?? null
}
