/**
 * 405 with Allow for a known API path called with a method it does not have (Fastify answers 404).
 * Every declared route is recorded as it is registered (also the list the authorization matrix
 * reads: app.apiRoutes); once all are in, each path gets hidden routes for its missing methods.
 */
import type { FastifyInstance } from 'fastify'
import type { Access } from './access'
import type { RouteConfig } from './route'

export interface DeclaredRoute {
  method: string
  /** The Fastify pattern with the /api prefix, e.g. /api/documents/files/:id. */
  url: string
  access: Access
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

interface Recorded extends DeclaredRoute {
  /** The path inside the /api plugin, where the 405 routes are registered. */
  path: string
}

/** onRoute hook of the /api plugin: every route must declare its access (server/http/route.ts). */
export function recordDeclaredRoutes(api: FastifyInstance, into: Recorded[]) {
  api.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD')
    const config = route.config as Partial<RouteConfig> | undefined
    if (config && 'methodNotAllowed' in config) return
    if (!config?.access) {
      throw new Error(`${methods.join(',')} ${route.url}: declare the route with defineRoute or defineWrite`)
    }
    for (const method of methods) {
      into.push({ method, url: route.url, path: route.routePath ?? route.url, access: config.access })
    }
  })
}

export function answerOtherMethods(api: FastifyInstance, routes: readonly Recorded[]) {
  const byPath = new Map<string, Set<string>>()
  for (const route of routes) byPath.set(route.path, (byPath.get(route.path) ?? new Set()).add(route.method))
  for (const [path, methods] of byPath) {
    const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].sort().join(', ')
    const missing = METHODS.filter((m) => !methods.has(m))
    if (missing.length === 0) continue
    api.route({
      method: [...missing],
      url: path,
      schema: { hide: true },
      config: { methodNotAllowed: true },
      handler: async (request, reply) =>
        reply
          .status(405)
          .header('Allow', allow)
          .send({
            error: 'METHOD_NOT_ALLOWED',
            message: `${request.method} is not allowed here; use ${allow}`,
          }),
    })
  }
}
