import type { AppContext } from '../../context'
import type { Api } from '../types'

export async function accountRoutes(_api: Api, _ctx: AppContext) {}
