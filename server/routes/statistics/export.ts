/**
 * The Excel exports of the statistics and inactivity screens (issue 14 item 3; the paths the spec
 * leaves open): POST /traceability/export takes the spec's data-export request (start_date,
 * finish_date, machine_ids, data_grouping), POST /inactivities/export the body of POST
 * /inactivities. Read-only POSTs answering an .xlsx, as POST /order/historic/export does: the
 * data is read and checked first (a 400 or 403 before a byte is sent), then the workbook is
 * streamed.
 */
import { PassThrough } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { inactivityRequestSchema, traceabilityExportRequestSchema } from '../../../src/contract/statistics'
import type { AppContext } from '../../context'
import { attachment } from '../../documents/content-disposition'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { prepareInactivityExport } from '../../services/statistics/inactivity-export'
import { type PreparedExport, prepareTraceabilityExport } from '../../services/statistics/traceability-export'
import { assertAssigned, checked } from './access'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A file name part: letters, digits, dot, dash and underscore only (it goes into a header). */
const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_')

function sendWorkbook(request: FastifyRequest, reply: FastifyReply, file: PreparedExport, name: string) {
  const out = new PassThrough()
  // Written while it is sent: a failure half-way can only cut the file, so it is logged.
  file.write(out).catch((error: unknown) => {
    request.log.error({ err: error }, 'statistics export failed while streaming')
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return reply
    .type(XLSX)
    .header('Content-Disposition', attachment(`${safe(name)}.xlsx`))
    .header('Cache-Control', 'no-store')
    .header('X-Export-Rows', String(file.rows))
    .send(out)
}

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
