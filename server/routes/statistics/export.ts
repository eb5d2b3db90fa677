/**
 * The Excel exports of the statistics and inactivity screens (issue 14 item 3; the paths the spec
 * leaves open): POST /traceability/export takes the spec's data-export request (start_date,
 * finish_date, machine_ids, data_grouping), POST /inactivities/export the body of POST
 * /inactivities. Read-only POSTs answering an .xlsx, as POST /order/historic/export does: the
 * data is read and checked first (a 400 or 403 before a byte is sent), then the workbook is
 * streamed.
 */
import { inactivityRequestSchema, traceabilityExportRequestSchema } from '../../../src/contract/statistics'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { sendWorkbook, XLSX } from '../../http/send-workbook'
import { prepareInactivityExport } from '../../services/statistics/inactivity-export'
import { prepareTraceabilityExport } from '../../services/statistics/traceability-export'
import { assertAssigned, checked } from './access'

export async function statisticsExportRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'POST',
    url: '/traceability/export',
    access: checked,
    download: XLSX,
    schema: {
      tags: ['statistics'],
      summary: 'The statistics per machine and period as an Excel workbook (.xlsx): the data-export request',
      description:
        'start_date and finish_date are plant-local days (yyyy-MM-dd, inclusive), machine_ids at most 5 ' +
        '(MULTIPLE_MACHINE_SELECTION_5), data_grouping day, week, month, quarter or year, with no limit on ' +
        'the number of periods. One row per machine and period in the order of POST /traceability: durations ' +
        "as [h]:mm times, lengths and speeds in the user's units, ink and printed codes when every machine " +
        "is DIGITAL; a frozen header in the user's language with an auto filter.",
      body: traceabilityExportRequestSchema,
    },
    handle: async ({ user, body, reply, request }) => {
      assertAssigned(user, body.machine_ids)
      const file = await prepareTraceabilityExport(ctx.db, {
        machineIds: body.machine_ids,
        startDate: body.start_date,
        finishDate: body.finish_date,
        grouping: body.data_grouping,
        now: ctx.now(),
        userId: user.id,
        plantId: user.plantId,
      })
      return sendWorkbook(request, reply, file, `statistics-${body.start_date}-${body.finish_date}`)
    },
  })

  defineRoute(api, {
    method: 'POST',
    url: '/inactivities/export',
    access: checked,
    download: XLSX,
    schema: {
      tags: ['statistics'],
      summary: "One machine's inactivity table as an Excel workbook (.xlsx), with its subtotals and total",
      description:
        'The body of POST /inactivities. The machine reasons and their subtotal, the process reasons and ' +
        "theirs, then the total: description, category, duration ([h]:mm) and repeats, in the user's language.",
      body: inactivityRequestSchema,
    },
    handle: async ({ user, body, reply, request }) => {
      assertAssigned(user, [body.machineId])
      const file = await prepareInactivityExport(ctx.db, {
        ...body,
        now: ctx.now(),
        userId: user.id,
        plantId: user.plantId,
      })
      return sendWorkbook(
        request,
        reply,
        file,
        `inactivities-${file.serialNumber}-${body.startDate}-${body.finishDate}`,
      )
    },
  })
}
