import { PassThrough } from 'node:stream'
import { historicRequestSchema } from '../../../src/contract/historic'
import type { AppContext } from '../../context'
import { attachment } from '../../documents/content-disposition'
import type { Api } from '../../http/api'
import { hasRole } from '../../http/principals'
import { defineRoute } from '../../http/route'
import { prepareHistoricExport } from '../../services/plant/historic-export'
import { scopeHistoricFilters } from '../../services/plant/historic-filters'
import { productionAnalytics } from './access'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export async function historicExportRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'POST',
    url: '/order/historic/export',
    // A search that answers a file: it writes nothing, so commercial users may run it too.
    access: { ...productionAnalytics, readOnly: true },
    download: XLSX,
    schema: {
      tags: ['plant'],
      summary: 'Every historical order matching the filters as an Excel workbook (.xlsx), streamed',
      description:
        'The same filters as POST /api/order/historic; limit and offset are ignored. Typed cells: dates ' +
        "in the plant's time, numbers in the user's units, a header row in the user's language, frozen " +
        'with an auto filter. More than 100,000 matching orders is a 400 EXPORT_TOO_LARGE.',
      body: historicRequestSchema,
    },
    handle: async ({ user, body, reply, request }) => {
      const filters = scopeHistoricFilters(body, user)
      const now = ctx.now()
      const file = await prepareHistoricExport(ctx.db, filters, {
        plantId: user.plantId,
        withCosts: hasRole(user, 'ROLE_JOB_COSTING'),
        now,
        userId: user.id,
      })
      const out = new PassThrough()
      // Written while it is sent: a failure half-way can only cut the file, so it is logged.
      file.write(out).catch((error: unknown) => {
        request.log.error({ err: error }, 'historical export failed while streaming')
        out.destroy(error instanceof Error ? error : new Error(String(error)))
      })
      return reply
        .type(XLSX)
        .header('Content-Disposition', attachment(`historical-${now.toISOString().slice(0, 10)}.xlsx`))
        .header('Cache-Control', 'no-store')
        .header('X-Export-Rows', String(file.rows))
        .send(out)
    },
  })
}
