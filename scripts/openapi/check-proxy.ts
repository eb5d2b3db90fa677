/**
 * `npm test`'s Prism check (issue 44, ADR 052): the real API server over a small demo plant, Prism's
 * validating proxy in front of it with the document the server serves, and a set of valid calls
 * through the proxy (scripts/openapi/proxy-calls.ts); every request and answer Prism finds at odds
 * with the document fails the check, named by operationId. Then a client generated from the same
 * document (scripts/openapi/typed-client.ts) is typechecked and makes its calls against the server.
 * An operation no call reached fails it too (a new route needs its call in proxy-calls*.ts).
 * Usage: tsx scripts/openapi/check-proxy.ts
 */

import { runCalls } from './proxy-calls'
import { buildApiServer, startPrism } from './proxy-harness'
import { Probe } from './proxy-probe'
import { checkTypedClient } from './typed-client'

const started = Date.now()
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
const server = await buildApiServer()
let prism: Awaited<ReturnType<typeof startPrism>> | null = null
let failed = false
try {
  const documentText = await server.document()
  // Prism reads the document while the server seeds its demo plant (a core each).
  const [proxy, served] = await Promise.allSettled([startPrism(documentText, server.url), server.serve()])
  if (proxy.status === 'fulfilled') prism = proxy.value
  for (const result of [proxy, served]) if (result.status === 'rejected') throw result.reason
  if (!prism) throw new Error('prism did not start')
  console.log(`[openapi] API server with the demo plant on ${server.url} (${seconds()})`)
  console.log(`[openapi] prism proxy (pid ${prism.pid}) on ${prism.url}`)
  const probe = new Probe(prism.url, JSON.parse(documentText))
  await runCalls(probe, server.db, server.mailDir)
  const missed = probe.operations.map((op) => op.operationId).filter((id) => !probe.covered.has(id))
  console.log(
    `[openapi] prism: ${probe.covered.size} of ${probe.operations.length} operations called without a violation` +
      ` (${seconds()}); not called: ${missed.join(', ') || 'none'}`,
  )
  // Every operation, as the authorization matrix asks of every route: a new one needs its call.
  if (missed.length > 0) failed = true
  if (probe.failures.length > 0) {
    failed = true
    console.log(`[openapi] prism found ${probe.failures.length} violations:\n${probe.failures.join('\n')}`)
  }
  const client = await checkTypedClient(documentText, server.url)
  console.log(`[openapi] generated client: ${client} (${seconds()})`)
} catch (err) {
  failed = true
  console.error(err)
  if (prism) console.error(`prism's output:\n${prism.output().slice(-3000)}`)
} finally {
  await prism?.stop()
  await server.stop()
}
console.log(`[openapi] ${failed ? 'FAILED' : 'passed'} in ${seconds()}`)
process.exit(failed ? 1 : 0)
