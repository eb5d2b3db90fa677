/**
 * The unit of a machine tag, read from its name as gateways name them (spec 002 §3.1: Unw1_Tension,
 * Rew_Tension, TC_R6_Temperature, Laminator_R6_Pressure, Rew_Tension_Taper, Coating_R2_Speed).
 * Values travel in SI (newtons, degrees Celsius, bar) or percent; the screen converts them to the
 * user's units. A name with none of these endings has no unit (ADR 044).
 */
export const tagUnits = ['N', '°C', 'bar', '%'] as const
export type TagUnit = (typeof tagUnits)[number]

const endings: [suffix: string, unit: TagUnit][] = [
  ['_taper', '%'],
  ['_speed', '%'],
  ['_tension', 'N'],
  ['_temperature', '°C'],
  ['_pressure', 'bar'],
]

export function tagUnitOf(name: string): TagUnit | null {
  const lower = name.toLowerCase()
  for (const [suffix, unit] of endings) if (lower.endsWith(suffix)) return unit
  return null
}
