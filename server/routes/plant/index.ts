import type { AppContext } from '../../context'
import type { Api } from '../types'

export async function plantRoutes(_api: Api, _ctx: AppContext) {}
