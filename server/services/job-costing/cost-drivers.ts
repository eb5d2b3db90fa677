/**
 * Why an order cost more (issue 15 item 8, beyond the peers): the cost per good m² of an order
 * against the average of similar orders of its machine, and the difference split into its causes.
 *
 * The cost per good m² is consumables plus machine time over the clean area:
 *
 *   U = w × (Σₖ pₖ·iₖ + h·(s + d))
 *
 * w = total area / good area (waste), pₖ the price paid per unit of consumable k, iₖ its consumption
 * per m² run, h the machine's hourly cost, s the production hours per m² run (speed), d the stopped
 * hours per m² run (downtime). Starting from the peers' values, the order's are put in one at a time,
 * prices, waste, speed, downtime, then the consumption per m² ("other"), and each step's change of
 * U is that cause's share. The steps add up exactly to the difference; the order of the steps is a
 * choice (the usual one of cost-variance analysis: price first, then the quantities).
 */

export interface CostFacts {
  /** Clean m² (good output). */
  goodArea: number
  /** Clean + waste m² (what ran through the machine). */
  totalArea: number
  /** Seconds producing: the run minus its stops. */
  productionSeconds: number
  /** Seconds stopped during the run (inactivities of the order). */
  downtimeSeconds: number
  consumables: readonly { typeId: number; consumption: number; cost: number }[]
}

export type CostCause = 'prices' | 'waste' | 'speed' | 'downtime' | 'other'

export interface CostDrivers {
  /** The order's cost per good m². */
  order: number
  /** The peers' cost per good m² (their sums, so bigger orders weigh more). */
  peers: number
  /** order - peers, split by cause; the amounts add up to the difference. */
  causes: { cause: CostCause; amount: number }[]
}

interface Terms {
  w: number
  p: Map<number, number>
  i: Map<number, number>
  s: number
  d: number
}

function termsOf(facts: readonly CostFacts[]): Terms | null {
  const sum = (f: (x: CostFacts) => number) => facts.reduce((s, x) => s + f(x), 0)
  const good = sum((x) => x.goodArea)
  const total = sum((x) => x.totalArea)
  if (!(good > 0) || !(total > 0)) return null
  const cost = new Map<number, number>()
  const used = new Map<number, number>()
  for (const x of facts) {
    for (const c of x.consumables) {
      cost.set(c.typeId, (cost.get(c.typeId) ?? 0) + c.cost)
      used.set(c.typeId, (used.get(c.typeId) ?? 0) + c.consumption)
    }
  }
  const p = new Map<number, number>()
  const i = new Map<number, number>()
  for (const [typeId, consumption] of used) {
    // A consumable used without a price (or not at all) costs nothing per unit.
    p.set(typeId, consumption > 0 ? (cost.get(typeId) ?? 0) / consumption : 0)
    i.set(typeId, consumption / total)
  }
  return {
    w: total / good,
    p,
    i,
    s: sum((x) => x.productionSeconds) / 3600 / total,
    d: sum((x) => x.downtimeSeconds) / 3600 / total,
  }
}

function unitCost(t: Terms, perHour: number): number {
  let consumables = 0
  for (const [typeId, intensity] of t.i) consumables += (t.p.get(typeId) ?? 0) * intensity
  return t.w * (consumables + perHour * (t.s + t.d))
}

/** Null when the order or its peers have no good area to divide by. */
export function costDrivers(
  order: CostFacts,
  peers: readonly CostFacts[],
  perHour: number,
): CostDrivers | null {
  const mine = termsOf([order])
  const theirs = termsOf(peers)
  if (!mine || !theirs) return null
  const h = Math.max(0, perHour)
  const steps: [CostCause, (t: Terms) => Terms][] = [
    ['prices', (t) => ({ ...t, p: new Map([...t.p, ...mine.p]) })],
    ['waste', (t) => ({ ...t, w: mine.w })],
    ['speed', (t) => ({ ...t, s: mine.s })],
    ['downtime', (t) => ({ ...t, d: mine.d })],
    ['other', (t) => ({ ...t, i: new Map([...[...t.i.keys()].map((k) => [k, 0] as const), ...mine.i]) })],
  ]
  let current = theirs
  let before = unitCost(current, h)
  const causes: CostDrivers['causes'] = []
  for (const [cause, apply] of steps) {
    current = apply(current)
    const after = unitCost(current, h)
    causes.push({ cause, amount: after - before })
    before = after
  }
  return { order: unitCost(mine, h), peers: unitCost(theirs, h), causes }
}
