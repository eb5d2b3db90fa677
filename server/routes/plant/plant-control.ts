import { plantControlMachineListSchema } from '../../../src/contract/plant'
import type { AppContext } from '../../context'
import { currentUser, requireUser } from '../../http/auth'
import { plantControlForUser } from '../../services/plant/plant-control'
import type { Api } from '../types'

export async function plantControlRoutes(api: Api, ctx: AppContext) {
  api.get(
    '/plant-control/machines',
    {
      preHandler: requireUser({ anyOf: ['ROLE_PRODUCTION_ANALYTICS'] }),
      schema: {
        tags: ['plant'],
        summary: 'Plant control: one monitoring record per assigned machine (spec 000 §3.2)',
        description:
          'Polled every 60 s by the plant-control screen; served from the machine status snapshot, ' +
          'cached per plant for up to 2 s (dropped as soon as a machine of the plant reports).',
        response: { 200: plantControlMachineListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return plantControlForUser(ctx.db, currentUser(request))
    },
  )
}
