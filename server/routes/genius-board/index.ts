import type { AppContext } from '../../context'
import type { Api } from '../types'

/** The genius board: orders prepared for the user's machines (spec 000 §1; issue 16). */
export async function geniusBoardRoutes(_api: Api, _ctx: AppContext) {}
