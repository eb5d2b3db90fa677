import type { z } from 'zod'
import { orderCostComparisonSchema, orderCostVersionsSchema } from '../../../src/contract/job-costing'
import {
  childOrdersSchema,
  machineCostsSchema,
  orderConfigurationSchema,
  orderHistogramSchema,
  orderObjectivesSchema,
  orderProductionSchema,
  orderRefQuerySchema,
  plantCostsSchema,
  printedCodesSchema,
  synopticStructureSchema,
  synopticValuesSchema,
} from '../../../src/contract/order-detail'
import type { AppContext } from '../../context'
import { attachment } from '../../documents/content-disposition'
import type { Api } from '../../http/api'
import { hasRole } from '../../http/principals'
import { defineRoute } from '../../http/route'
import { orderCostVersions } from '../../services/job-costing/cost-versions'
import { orderCostComparison } from '../../services/job-costing/order-cost-comparison'
import { type FoundOrder, findOrder } from '../../services/order-detail/find-order'
import { orderHistogram } from '../../services/order-detail/histogram'
import { orderObjectives } from '../../services/order-detail/objectives'
import { machineCosts, plantCosts } from '../../services/order-detail/order-costs'
import {
  childOrders,
  orderConfiguration,
  orderPrintedCodes,
  synopticStructure,
  synopticValues,
} from '../../services/order-detail/order-parts'
import { machineFacts, orderRecord } from '../../services/order-detail/order-record'
import { orderReport } from '../../services/order-detail/order-report'
import { requireCosts } from '../../services/order-detail/po-cost-calls'
import { productionAnalytics } from './access'

const orderAccess = { ...productionAnalytics, machines: 'checked' } as const
/** The cost panels: job-costing figures (ROLE_JOB_COSTING), of a machine the user holds. */
const costAccess = {
  who: 'user',
  area: 'job-costing-figures',
  anyOf: ['ROLE_JOB_COSTING'],
  machines: 'checked',
} as const

const ADDRESS =
  'The order is named by machineHashCode, idOnMachine and insertTimestamp. An unassigned machine is ' +
  '403 MACHINE_NOT_ASSIGNED, an unknown machine or order 404 ORDER_NOT_FOUND, an order spanning more ' +
  'than ORDER_MAX_DAYS (default 31) days 400 ORDER_TOO_LONG.'

/** The order-detail calls of spec 000 §7: all GET, all by the same three query parameters. */
export async function orderDetailRoutes(api: Api, ctx: AppContext) {
  const find = (user: Parameters<typeof findOrder>[1], query: z.infer<typeof orderRefQuerySchema>) =>
    findOrder(ctx.db, user, query, { maxDays: ctx.env.ORDER_MAX_DAYS, now: ctx.now() })

  defineRoute(api, {
    method: 'GET',
    url: '/order/production',
    access: orderAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary: 'The production record of one order: summary, KPIs, state blocks, operators, rolls, stops',
      description: `${ADDRESS} Every figure is computed from the order's stored rows. chart.availability.totalTime is active + inactive time in seconds: the order's span (to now while open) minus its power-off time, which counts in neither and is given apart as powerOffTime. availability = (totalTime - inactivityTime) / totalTime. production = productiveMeters / totalMeters, totalMeters = productiveMeters + wasteMeters. averageSpeed is the clean speed: productive meters over active minutes; averageTurningSpeed is turning meters over turning minutes; both are shown against maxSpeed, the machine's maximum. State blocks (1 mechanical change, 2 adjustment, 3 turning) are summed from the state periods. Costs are null without ROLE_JOB_COSTING or while unfinished. previous and next are the neighbouring top-level orders of the machine by start date, null at the ends.`,
      querystring: orderRefQuerySchema,
      response: { 200: orderProductionSchema },
    },
    handle: async ({ user, query, reply }) => {
      const order = await find(user, query)
      reply.header('Cache-Control', 'no-store')
      return orderRecord(ctx.db, order, { withCosts: hasRole(user, 'ROLE_JOB_COSTING'), now: ctx.now() })
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/order/configuration',
    access: orderAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary: 'The configuration of one order: inkwells per deck and the variables the machine recorded',
      description: ADDRESS,
      querystring: orderRefQuerySchema,
      response: { 200: orderConfigurationSchema },
    },
    handle: async ({ user, query }) => orderConfiguration(ctx.db, await find(user, query)),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job_average_kpis',
    access: orderAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary: "The order's objectives: average availability, production and clean speed of earlier orders",
      description: `${ADDRESS} The average over the last 20 finished orders of the same job on the same machine (basis "job"), else of the machine's last 20 finished orders (basis "machine"), each computed as /order/production computes it; null figures when there is none.`,
      querystring: orderRefQuerySchema,
      response: { 200: orderObjectivesSchema },
    },
    handle: async ({ user, query }) => orderObjectives(ctx.db, await find(user, query)),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/order/histogram',
    access: orderAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary: 'The speed chart of one order, down-sampled, with its state, roll, stop and operator periods',
      description: `${ADDRESS} The speed samples are cut into equal time buckets, each keeping its lowest and highest sample, so at most 2,000 points are sent and every peak and stop stays visible; sampleCount is the number before down-sampling. Times are epoch milliseconds, speeds m/min. setPoints: the speed set point the machine reported with its samples, one segment per stretch of one value. productivity: per period of equal length (5 minutes to a day, at most 60), the clean meters made over what maxSpeed would have made in that time, percent. tagValues: each tag the machine reported (tension in N, temperature in °C, pressure in bar, or percent, by the tag's name), down-sampled to 500 points, at most 12 tags; null unless the caller has both ROLE_USER and ROLE_TECHNICIAN (spec 000 §6).`,
      querystring: orderRefQuerySchema,
      response: { 200: orderHistogramSchema },
    },
    handle: async ({ user, query, reply }) => {
      const order = await find(user, query)
      const machine = await machineFacts(ctx.db, order.machineId)
      reply.header('Cache-Control', 'no-store')
      return orderHistogram(ctx.db, order, machine.maxSpeed, ctx.now(), {
        withTags: hasRole(user, 'ROLE_USER') && hasRole(user, 'ROLE_TECHNICIAN'),
      })
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/order/printed-codes',
    access: orderAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary: 'Printed-code grading of a digital machine order (null when none was recorded)',
      description: ADDRESS,
      querystring: orderRefQuerySchema,
      response: { 200: printedCodesSchema },
    },
    handle: async ({ user, query }) => orderPrintedCodes(ctx.db, await find(user, query)),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/m2-machine-control/poChild',
    access: orderAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary: "A slitting order's child orders (its products, one per lane) with their rolls",
      description: ADDRESS,
      querystring: orderRefQuerySchema,
      response: { 200: childOrdersSchema },
    },
    handle: async ({ user, query }) => childOrders(ctx.db, await find(user, query)),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/order/report-digiflex',
    access: orderAccess,
    errors: [400, 404],
    download: 'application/pdf',
    schema: {
      tags: ['order detail'],
      summary: "The production order report as a PDF, in the user's language and units",
      description: `${ADDRESS} A multi-page A4 document: summary, KPIs with their objectives, state blocks and (for ROLE_JOB_COSTING, finished orders of machines with consumable types) costs; then the speed curve as vector graphics, the rolls, inactivities and operators. Dates in the plant's time zone. Named order-<reference>.pdf.`,
      querystring: orderRefQuerySchema,
    },
    handle: async ({ user, query, reply }) => {
      const report = await orderReport(ctx.db, await find(user, query), user, ctx.now())
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(report.fileName))
        .header('Cache-Control', 'no-store')
        .send(report.pdf)
    },
  })

  /** Costs exist once the order is finished, on a machine with consumable types (spec 000 §5). */
  const costed = (order: FoundOrder) => requireCosts(ctx.db, order)

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/po-consumption-cost',
    access: costAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary:
        'Plant costs of a finished order: consumption and cost per consumable type and ink group, totals used, clean and waste',
      description: `${ADDRESS} 404 while the order runs or when its machine has no consumable types. Per-surface figures are over (clean + waste meters) x width in m². totals.used is clean + waste meters, the weight of the material consumed (kg, the material-category types) and the plant cost (total); totals.clean and totals.waste share that weight and cost by their meters and add up to used (docs/decisions/045-job-cost-calls.md).`,
      querystring: orderRefQuerySchema,
      response: { 200: plantCostsSchema },
    },
    handle: async ({ user, query }) => plantCosts(ctx.db, await costed(await find(user, query))),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/machine-po-costs',
    access: costAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary: "Machine costs of a finished order, from the machine's cost record (null without one)",
      description: `${ADDRESS} Amortization and operators per hour over the order's active + inactive time; cliché preparation once; adhesive and anilox cleaner per inked deck; scraper, stamp and rag over their life in meters; splicing tape per roll; the treatment pencil once (docs/decisions/013-order-detail.md).`,
      querystring: orderRefQuerySchema,
      response: { 200: machineCostsSchema },
    },
    handle: async ({ user, query }) => machineCosts(ctx.db, await costed(await find(user, query)), ctx.now()),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/po-cost-comparison',
    access: costAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail', 'job costing'],
      summary: 'Why a finished order cost more: its cost per good m² against similar orders, split by cause',
      description: `${ADDRESS} Similar orders: same machine and material, width within ±10 %, the latest 20 finished with costs. Cost per good m² = (consumables + machine hours x the machine's hourly cost) / clean m²; the causes (prices, waste, speed, downtime, other) add up to the difference (docs/decisions/020-job-costing.md).`,
      querystring: orderRefQuerySchema,
      response: { 200: orderCostComparisonSchema },
    },
    handle: async ({ user, query }) => orderCostComparison(ctx.db, await costed(await find(user, query))),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/po-cost-versions',
    access: costAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail', 'job costing'],
      summary:
        "Every recalculation that moved a finished order's cost, newest first, with the price changes behind it",
      description: `${ADDRESS} Kept by the cost recalculation job when a price change moves the order's cost by half a cent or more (at most the latest 50).`,
      querystring: orderRefQuerySchema,
      response: { 200: orderCostVersionsSchema },
    },
    handle: async ({ user, query }) => orderCostVersions(ctx.db, await costed(await find(user, query))),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/m2-machine-control/modules-synoptic-structure',
    access: orderAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary:
        "The configuration modules of the order's machine line, with the machine's trolley and function",
      description: `${ADDRESS} The client enables the modules a valid trolley/function pair names (spec 000 §5).`,
      querystring: orderRefQuerySchema,
      response: { 200: synopticStructureSchema },
    },
    handle: async ({ user, query }) => synopticStructure(ctx.db, await find(user, query)),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/m2-machine-control/modules-synoptic-values',
    access: orderAccess,
    errors: [400, 404],
    schema: {
      tags: ['order detail'],
      summary: "The order's recorded value of each configuration-module variable, by module code",
      description: ADDRESS,
      querystring: orderRefQuerySchema,
      response: { 200: synopticValuesSchema },
    },
    handle: async ({ user, query }) => synopticValues(ctx.db, await find(user, query)),
  })
}
