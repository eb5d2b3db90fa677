/** The audit report (GET /maintenance/report/audit, spec 001 §7). */
import type { AppContext } from '../../context'
import type { Api } from '../types'

export async function maintenanceReportRoutes(_api: Api, _ctx: AppContext) {}
