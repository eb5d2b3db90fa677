import { z } from 'zod'
import type { AppContext } from '../../context'
import { publicAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { notFound } from '../../http/errors'
import { defineRoute } from '../../http/route'
import { etagMatches, findMachineImage } from '../../services/plant/machine-images'

/** Public: <img> elements load these without a bearer token, and they hold nothing private. */
export async function machineImageRoutes(api: Api, _ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/machine-images/:image',
    access: publicAccess,
    download: 'image/*',
    errors: [404],
    schema: {
      tags: ['plant'],
      summary: 'A machine model image by the model image name (for example flexo-ci.svg)',
      params: z.object({ image: z.string().max(100) }),
    },
    handle: ({ params, request, reply }) => {
      const image = findMachineImage(params.image)
      if (!image) throw notFound('Unknown machine image')
      reply.header('Cache-Control', 'public, max-age=86400')
      reply.header('ETag', image.etag)
      if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.status(304).send()
      reply.header('X-Content-Type-Options', 'nosniff')
      return reply.type(image.contentType).send(image.body)
    },
  })
}
