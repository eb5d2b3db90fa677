import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { boardReadRoutes } from './reads'
import { boardWriteRoutes } from './writes'

/** The genius board: orders prepared for the user's machines (spec 000 §1; issue 16). */
export async function geniusBoardRoutes(api: Api, ctx: AppContext) {
  boardReadRoutes(api, ctx)
  boardWriteRoutes(api, ctx)
}
