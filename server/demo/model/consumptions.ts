/**
 * What a demo order consumes (job costing): the seeded history (history/extras.ts) and the live
 * simulator (simulator/machine-sim.ts) use the same model, so live orders cost what seeded ones
 * do. Amounts are in the consumable type's unit (kWh, kg, litres, m³) and rounded to 3 decimals,
 * as order_consumptions stores them.
 */
import type { Rng } from './prng'

/** Electrical power drawn while running, per line. */
const machineKw: Record<string, number> = {
  FLEXO: 180,
  ROTO: 260,
  OFFSET: 120,
  LAMINATING: 90,
  SLITTING: 45,
  DIGITAL: 40,
}

const round3 = (n: number) => Math.round(n * 1000) / 1000

export interface ConsumptionInput {
  /** The machine's consumable types. */
  types: readonly number[]
  line: string
  /** (clean + waste) meters x width, in m². */
  area: number
  /** Hours running. */
  hours: number
  numColor: number | null
  /** Material grammage, g/m². */
  grammage: number
  /** The plant's ink groups, in number order: deck d uses group d (mod their count). */
  inkGroupIds: readonly number[]
}

export interface DemoConsumption {
  consumableTypeId: number
  /** The ink group for ink (type 2); 0 otherwise. */
  groupId: number
  consumption: number
}

export function demoConsumptions(x: ConsumptionInput, rng: Rng): DemoConsumption[] {
  const lines: DemoConsumption[] = []
  const add = (consumableTypeId: number, groupId: number, consumption: number) =>
    lines.push({ consumableTypeId, groupId, consumption: round3(consumption) })
  for (const type of x.types) {
    if (type === 2) {
      const decks = Math.max(1, x.numColor ?? 1)
      for (let d = 0; d < decks; d++) {
        add(2, x.inkGroupIds[d % x.inkGroupIds.length], x.area * rng.range(0.0008, 0.0025))
      }
      continue
    }
    const amount: Record<number, number> = {
      1: x.hours * (machineKw[x.line] ?? 100) * rng.range(0.7, 0.95),
      3: (x.area * x.grammage) / 1000,
      4: Math.max(1, x.numColor ?? 1) * rng.range(1, 2.5),
      5: x.area * rng.range(0.0001, 0.0004),
      6: x.hours * rng.range(8, 15),
      7: x.hours * rng.range(20, 40),
      8: x.hours * rng.range(5, 12),
      9: x.hours * rng.range(30, 70),
    }
    add(type, 0, amount[type] ?? 0)
  }
  return lines
}
