import type { AppContext } from '../../context'
import type { Api } from '../types'

/** Shared customers, shared jobs and their recipes (spec 002 §7.1; issue 16). */
export async function sharedJobRoutes(_api: Api, _ctx: AppContext) {}
