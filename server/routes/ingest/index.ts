import type { AppContext } from '../../context'
import type { Api } from '../types'

export async function ingestRoutes(_api: Api, _ctx: AppContext) {}
