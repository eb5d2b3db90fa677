/**
 * Statistics, productivity and inactivity statistics (spec 001 §7; issue 14, ADR 019). The searches
 * are POSTs that write nothing (the spec's calls), so they need no Idempotency-Key. A machine named
 * in the body that is not the user's is a 403; every limit of spec 001 §5 and §9 is a 400 naming
 * the field and the rule (src/contract/statistics.ts).
 */
import { z } from 'zod'
import { commaIdsSchema } from '../../../src/contract/maintenance'
import {
  availableDatesRequestSchema,
  availableDatesSchema,
  inactivityRequestSchema,
  inactivityResponseSchema,
  machineObjectivesSchema,
  makereadyReportSchema,
  makereadyRequestSchema,
  statisticsMachineSchema,
  traceabilityRequestSchema,
  traceabilityResponseSchema,
} from '../../../src/contract/statistics'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { assignedMachineIds } from '../../services/production/machine-scope'
import { availableDates } from '../../services/statistics/available-dates'
import { inactivityStats } from '../../services/statistics/inactivity-stats'
import { machineObjectives } from '../../services/statistics/machine-objectives'
import { statisticsMachines } from '../../services/statistics/machines'
import { makeready } from '../../services/statistics/makeready'
import { traceability } from '../../services/statistics/traceability'
import { productionAnalytics } from '../plant/access'
import { assertAssigned, checked } from './access'
import { statisticsExportRoutes } from './export'

export async function statisticsRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/statistics/machines',
    access: productionAnalytics,
    schema: {
      tags: ['statistics'],
      summary:
        'The machines of the statistics and inactivity screens: line (DIGITAL shows ink) and top speed',
      response: { 200: z.array(statisticsMachineSchema) },
    },
    handle: ({ user }) => statisticsMachines(ctx.db, assignedMachineIds(user)),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/statistics/objectives',
    access: { ...productionAnalytics, machines: 'checked' },
    schema: {
      tags: ['statistics'],
      summary:
        "The machines' KPI objectives for the OEE view: averages of each one's last 20 finished orders",
      description:
        '`machines`: comma-joined ids of assigned machines (one not assigned: 403 MACHINE_NOT_ASSIGNED); ' +
        'none named: all of them.',
      querystring: z.object({ machines: commaIdsSchema.optional() }),
      response: { 200: z.array(machineObjectivesSchema) },
    },
    handle: ({ user, query }) => {
      if (query.machines) assertAssigned(user, query.machines)
      const mine = assignedMachineIds(user)
      const ids = query.machines ? mine.filter((id) => query.machines?.includes(id)) : mine
      return machineObjectives(ctx.db, ids)
    },
  })

  defineRoute(api, {
    method: 'POST',
    url: '/statistics/makeready',
    access: checked,
    schema: {
      tags: ['statistics'],
      summary: 'Set-ups kept apart from the run, compared by crew and by changeover (material and width)',
      description:
        'Top-level orders that started in the plant-local days on the machines (1 to 5). A set-up is the ' +
        "order's change and adjustment periods: time and meters; running waste is the order's waste less " +
        'them. Groups are sorted costliest first (average set-up seconds).',
      body: makereadyRequestSchema,
      response: { 200: makereadyReportSchema },
    },
    handle: ({ user, body }) => {
      assertAssigned(user, body.machineIds)
      return makeready(ctx.db, { ...body, now: ctx.now() })
    },
  })

  defineRoute(api, {
    method: 'POST',
    url: '/traceability-available-dates',
    access: checked,
    schema: {
      tags: ['statistics'],
      summary: 'The first and last instant with production data (epoch seconds), for the date pickers',
      description:
        'Over the machines named (one not assigned: 403 MACHINE_NOT_ASSIGNED), else every assigned machine.',
      body: availableDatesRequestSchema,
      response: { 200: availableDatesSchema },
    },
    handle: ({ user, body }) => {
      if (body.machineIds) assertAssigned(user, body.machineIds)
      const mine = assignedMachineIds(user)
      const ids = body.machineIds ? mine.filter((id) => body.machineIds?.includes(id)) : mine
      return availableDates(ctx.db, ids, ctx.now())
    },
  })

  defineRoute(api, {
    method: 'POST',
    url: '/traceability',
    access: checked,
    schema: {
      tags: ['statistics'],
      summary:
        'Where the time went, per machine and period: states, inactivity, power-off, meters, speeds, orders',
      description:
        'type 1 statistics (at most 5 machines, MULTIPLE_MACHINE_SELECTION_5), 2 productivity (1 machine, ' +
        'MULTIPLE_MACHINE_SELECTION_1); startDate and finishDate are plant-local days (yyyy-MM-dd, inclusive); ' +
        'dataGrouping day, week (from Monday), month, quarter or year, giving at most 30 periods. Seconds, ' +
        'meters and m/min; a day holds that local day (23 to 25 hours across a daylight-saving change).',
      body: traceabilityRequestSchema,
      response: { 200: traceabilityResponseSchema },
    },
    handle: async ({ user, body, reply }) => {
      assertAssigned(user, body.machineIds)
      reply.header('Cache-Control', 'no-store')
      return {
        data: await traceability(ctx.db, {
          machineIds: body.machineIds,
          startDate: body.startDate,
          finishDate: body.finishDate,
          grouping: body.dataGrouping,
          now: ctx.now(),
        }),
      }
    },
  })

  defineRoute(api, {
    method: 'POST',
    url: '/inactivities',
    access: checked,
    schema: {
      tags: ['statistics'],
      summary: "One machine's inactivity reasons over the days, merged by description and category",
      description:
        'category 1 process, 2 machine; duration in seconds (cut at the range), repeats counted on the day ' +
        'each inactivity started. The durations agree with /traceability for the same machine and days.',
      body: inactivityRequestSchema,
      response: { 200: inactivityResponseSchema },
    },
    handle: async ({ user, body, reply }) => {
      assertAssigned(user, [body.machineId])
      reply.header('Cache-Control', 'no-store')
      return { data: await inactivityStats(ctx.db, { ...body, now: ctx.now() }) }
    },
  })

  await statisticsExportRoutes(api, ctx)
}
