/** The audit report (GET /maintenance/report/audit, spec 001 §7). */
import {
  AUDIT_MAX_EVENTS,
  auditFileName,
  maintenanceAuditQuerySchema,
} from '../../../src/contract/maintenance-report'
import type { AppContext } from '../../context'
import { attachment } from '../../documents/content-disposition'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { renderAuditPdf } from '../../services/maintenance/reports/audit-pdf'
import { auditData } from '../../services/maintenance/reports/audit-report'
import { maintenanceReader } from '../../services/maintenance/reports/maintenance-reader'
import { eventReader, maintenanceArea, plantToday } from './shared'

export async function maintenanceReportRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/report/audit',
    access: { ...maintenanceArea, machines: 'filtered' },
    errors: [400],
    download: 'application/pdf',
    schema: {
      tags: ['maintenance'],
      summary: 'The audit report: every work order matching the filters, with its history, as a PDF',
      description:
        'Filters as the list: optional machines, assets and operators (comma-joined ids), initialDate and ' +
        'finalDate (yyyy-MM-dd, inclusive; finalDate before initialDate is a 400 naming finalDate), ' +
        'maintenanceStates (1 open, 2 done, 3 cancelled, 4 outdated, comma-joined; absent: every state), ' +
        'eventTypes (task types, comma-joined), maintenanceFrequencies and risks (levels 0-5, comma-joined). ' +
        'A user without the manager level ' +
        "gets only the work orders assigned to them. An A4 document in the user's maintenance language (else their interface language): the filters in " +
        'words, counts by state and risk level, then every work order oldest first with its history (who, ' +
        "when, the change, from and to state and date, notes); times in the plant's time zone. " +
        `More than ${AUDIT_MAX_EVENTS} matching work orders is a 400 naming initialDate: narrow the dates. ` +
        'Named maintenance-audit-<plant day>.pdf.',
      querystring: maintenanceAuditQuerySchema,
    },
    handle: async ({ user, query, reply }) => {
      const today = await plantToday(ctx, user)
      const [data, reader] = await Promise.all([
        auditData(ctx.db, eventReader(user), query, { userId: user.id, plantId: user.plantId, today }),
        maintenanceReader(ctx.db, user.id, user.plantId),
      ])
      const pdf = await renderAuditPdf(data, reader, ctx.now())
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(auditFileName(today)))
        .header('Cache-Control', 'no-store')
        .send(pdf)
    },
  })
}
