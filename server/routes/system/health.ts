import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { Api } from '../types'

export async function systemRoutes(api: Api, ctx: AppContext) {
  api.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database probe',
        security: [],
        response: { 200: z.object({ status: z.literal('ok'), time: z.string() }) },
      },
    },
    async (_request, reply) => {
      await ctx.db.execute(sql`select 1`)
      reply.header('Cache-Control', 'no-store')
      return { status: 'ok' as const, time: ctx.now().toISOString() }
    },
  )
}
