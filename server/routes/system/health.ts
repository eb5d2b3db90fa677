import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { defineRoute } from '../../http/route'
import type { Api } from '../types'

export async function systemRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/health',
    access: { who: 'public', area: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Liveness and database probe',
      response: { 200: z.object({ status: z.literal('ok'), time: z.string() }) },
    },
    handle: async ({ reply }) => {
      await ctx.db.execute(sql`select 1`)
      reply.header('Cache-Control', 'no-store')
      return { status: 'ok' as const, time: ctx.now().toISOString() }
    },
  })
}
