/** Task and asset writes (spec 001 §7): filled in by the tasks-and-assets work of issue 12. */
import type { AppContext } from '../../context'
import type { Api } from '../types'

export async function maintenanceTaskAssetRoutes(_api: Api, _ctx: AppContext) {}
