/**
 * GET /health of the standalone simulator (cli.ts --health-port), for a process supervisor: the
 * same JSON as /api/health's, 200 while ok (or not yet started), 503 while its key is refused. A
 * supervisor may restart it on 503, but a restart alone does not bring a revoked key back: the
 * operator provisions a new one (ADR 026).
 */
import { createServer, type Server } from 'node:http'
import type { SimulatorHealth } from '../../services/system/simulator-health'

export function serveHealth(health: SimulatorHealth, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (path !== '/health' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"NOT_FOUND"}')
      return
    }
    const answer = health.answer()
    response
      .writeHead(answer.simulator.state === 'failing' ? 503 : 200, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      })
      .end(request.method === 'HEAD' ? undefined : JSON.stringify(answer))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
