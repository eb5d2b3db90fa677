import { plantControlMachineListSchema } from '../../../src/contract/plant'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { plantControlForUser } from '../../services/plant/plant-control'
import { productionAnalytics } from './access'

export async function plantControlRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/plant-control/machines',
    access: productionAnalytics,
    schema: {
      tags: ['plant'],
      summary: 'Plant control: one monitoring record per assigned machine (spec 000 §3.2)',
      description:
        'Polled every 60 s by the plant-control screen; served from the machine status snapshot, ' +
        'cached per plant for up to 2 s (dropped as soon as a machine of the plant reports).',
      response: { 200: plantControlMachineListSchema },
    },
    handle: ({ user, reply }) => {
      reply.header('Cache-Control', 'no-store')
      return plantControlForUser(ctx.db, user)
    },
  })
}
