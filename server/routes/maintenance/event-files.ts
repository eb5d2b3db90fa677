/** Work-order detail, photos, deletion, file download and the plant's maintenance settings (spec 001 §7). */
import type { AppContext } from '../../context'
import type { Api } from '../types'

export async function maintenanceEventFileRoutes(_api: Api, _ctx: AppContext) {}
