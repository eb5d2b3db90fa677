/**
 * Machine costs of an order (spec 000 §3.4: amortization, operators, cliché, adhesive, scraper,
 * stamp, rag, splicing tape, anilox cleaner, treatment pencil), from the machine's cost record
 * (spec 002 §3.2) and what the order used. The spec names the parameters, not the arithmetic;
 * this reading is recorded in docs/decisions/013-order-detail.md:
 * - hourly prices (amortization, operators at their percent of presence) over the order's
 *   active + inactive hours;
 * - the cliché (plate making) price per hour over its preparation minutes, once per order;
 * - adhesive (mounting tape) per inked deck, of which `waste` percent is used up per order;
 * - scraper, stamp and rag over their life in meters, for the meters the order ran;
 * - splicing tape per roll, anilox cleaner per inked deck, a treatment pencil check per order.
 */
import { machineCostKeys } from '../../../src/contract/machine-cost-keys'
export interface MachineCostRecord {
  amortizationPrice: number
  operator1Price: number
  operator1Percent: number
  operator2Price: number
  operator2Percent: number
  operator3Price: number
  operator3Percent: number
  clichePrice: number
  clicheTimeMinutes: number
  adhesivePrice: number
  waste: number
  scraperPrice: number
  scraperMeters: number
  stampPrice: number
  stampMeters: number
  ragPrice: number
  ragMeters: number
  splicingTapePrice: number
  aniloxCleanerPrice: number
  treatyPencilPrice: number
}

export interface OrderUsage {
  /** Active + inactive seconds (power-off time excluded), as the detail's totalTime. */
  seconds: number
  totalMeters: number
  rolls: number
  inkedDecks: number
}

export type MachineCostKey = (typeof machineCostKeys)[number]

const round = (n: number) => Math.round(n * 100) / 100
/** A price spread over a life in meters: nothing when the life is not set. */
const perLife = (price: number, life: number, meters: number) => (life > 0 ? (price * meters) / life : 0)

type HourlyPrices = Pick<
  MachineCostRecord,
  | 'amortizationPrice'
  | 'operator1Price'
  | 'operator1Percent'
  | 'operator2Price'
  | 'operator2Percent'
  | 'operator3Price'
  | 'operator3Percent'
>

const share = (percent: number) => Math.min(100, Math.max(0, percent)) / 100

/** The operators' cost per hour, each at their percent of presence. */
const operatorsPerHour = (c: HourlyPrices) =>
  c.operator1Price * share(c.operator1Percent) +
  c.operator2Price * share(c.operator2Percent) +
  c.operator3Price * share(c.operator3Percent)

/**
 * What an hour of the machine costs whatever it does: amortization plus the operators. It is what a
 * stop costs per hour (issue 15 item 7: plant control and the inactivity Pareto), since the other
 * lines follow meters, rolls and decks, which a stopped machine does not use.
 */
export const hourlyMachineCost = (c: HourlyPrices) => c.amortizationPrice + operatorsPerHour(c)

/** The hourly cost from a machine_costs row read with its snake_case column names. */
export const hourlyMachineCostOfRow = (r: Record<string, unknown>) =>
  hourlyMachineCost({
    amortizationPrice: Number(r.amortization_price ?? 0),
    operator1Price: Number(r.operator1_price ?? 0),
    operator1Percent: Number(r.operator1_percent ?? 0),
    operator2Price: Number(r.operator2_price ?? 0),
    operator2Percent: Number(r.operator2_percent ?? 0),
    operator3Price: Number(r.operator3_price ?? 0),
    operator3Percent: Number(r.operator3_percent ?? 0),
  })

export function machineCostLines(
  c: MachineCostRecord,
  u: OrderUsage,
): { key: MachineCostKey; cost: number }[] {
  const hours = Math.max(0, u.seconds) / 3600
  const amounts: Record<MachineCostKey, number> = {
    amortization: c.amortizationPrice * hours,
    operators: operatorsPerHour(c) * hours,
    cliche: c.clichePrice * (c.clicheTimeMinutes / 60),
    adhesive: c.adhesivePrice * u.inkedDecks * share(c.waste),
    scraper: perLife(c.scraperPrice, c.scraperMeters, u.totalMeters),
    stamp: perLife(c.stampPrice, c.stampMeters, u.totalMeters),
    rag: perLife(c.ragPrice, c.ragMeters, u.totalMeters),
    splicingTape: c.splicingTapePrice * u.rolls,
    aniloxCleaner: c.aniloxCleanerPrice * u.inkedDecks,
    treatmentPencil: c.treatyPencilPrice,
  }
  return machineCostKeys.map((key) => ({ key, cost: round(amounts[key]) }))
}
