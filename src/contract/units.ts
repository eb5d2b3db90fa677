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
