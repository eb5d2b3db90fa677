/**
 * The app factory: everything but listening. Tests drive it with app.inject(); main.ts listens.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from './context'
import { installAuth } from './http/auth'
import { clientErrorHandler } from './http/client-errors'
import { installErrorHandler } from './http/error-handler'
import { frameworkErrors } from './http/framework-errors'
import { answerOtherMethods, type DeclaredRoute, recordDeclaredRoutes } from './http/method-not-allowed'
import { openapiOptions } from './http/openapi-document'
import { installSecurityHeaders, securityHeaders } from './http/security-headers'
import { registerApiRoutes } from './routes'
import { builtInDashboardRoutes } from './routes/analytics/dashboards'
import { type CostRecalculation, createCostRecalculation } from './services/job-costing/recalculation'
import { createMailQueue, type MailQueue } from './services/mail-queue/worker'
import { UsageJob } from './services/maintenance/usage/usage-job'
import { SimulatorHealth } from './services/system/simulator-health'

/** Paths that name a static file (assets, media, icons): never answered with the SPA shell. */
const STATIC_FILE =
  /^\/(assets|media|icons)\/|\.(js|mjs|css|map|png|jpe?g|gif|webp|svg|ico|mp4|webm|pdf|json|webmanifest|txt|woff2?)$/i

export interface BuildOptions {
  logger?: FastifyServerOptions['logger']
  https?: { cert: Buffer; key: Buffer } | null
  /** Serve the built PWA from this folder (SPA fallback) when it exists. */
  staticDir?: string
  /**
   * Honour X-Forwarded-For only from the proxies TRUST_PROXY names (server/lib/trusted-proxies.ts),
   * or clients could forge the address the login limiter counts. Fastify's own forms are accepted.
   */
  trustProxy?: FastifyServerOptions['trustProxy']
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const headers = securityHeaders({ env: ctx.env, tls: Boolean(options.https), staticDir: options.staticDir })
  // Typed as the HTTP/1 server the routes are written for: the HTTP/2 compatibility API answers
  // them the same way (request and reply objects of the same shape).
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // With a certificate, HTTP/2 (HTTP/1.1 still accepted): a PWA is served over HTTPS, where
    // browsers multiplex a first screen's dozens of scripts on one connection.
    ...(options.https ? { http2: true as const, https: { ...options.https, allowHTTP1: true } } : {}),
    ajv: undefined,
    frameworkErrors,
    // Refusals of the HTTP parser (a header block over 16 KB...): the error shape, the headers, a clean close.
    clientErrorHandler: clientErrorHandler(headers.bareSocket),
  } as FastifyServerOptions).withTypeProvider<ZodTypeProvider>()

  // Handlers still running, also those whose client has gone: shutdown drains them before it
  // closes the database (otherwise they would query a closed pool). onSend marks a handler done.
  const running = new Set<object>()
  app.addHook('onRequest', async (request) => {
    running.add(request)
  })
  app.addHook('onSend', async (request, _reply, payload) => {
    running.delete(request)
    return payload
  })
  app.decorate('drain', async (timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs
    while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    return running.size
  })

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  installSecurityHeaders(app, headers)
  installAuth(app, ctx.db, ctx.now)

  // Every form is read by server/http/form-reader.ts, with the limits its route declares (derived
  // from the contract); these are only the floor for a read that would bypass it (there is none).
  await app.register(fastifyMultipart, {
    limits: { fileSize: 1, files: 0, fields: 0, fieldSize: 1 },
  })

  await app.register(fastifySwagger, openapiOptions)
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  // The cost recalculation job: price writes wake it (debounced); the running server also starts
  // its sweep for leftover marks (startup/run-until-signal.ts). Closing the app stops it.
  const costRecalculation = createCostRecalculation({
    db: ctx.db,
    debounceMs: ctx.env.COST_RECALC_DEBOUNCE_MS ?? 3000,
    log: app.log,
  })
  app.decorate('costRecalculation', costRecalculation)
  app.addHook('onClose', () => costRecalculation.stop())

  // The report mails' queue (ADR 023): sends only once started (startup/run-until-signal.ts; tests
  // call runOnce or start it); writes that queue mails wake it after commit. Closing stops it.
  const mailQueue = createMailQueue({
    db: ctx.db,
    mailer: ctx.mailer,
    now: ctx.now,
    orderMaxDays: ctx.env.ORDER_MAX_DAYS,
    log: app.log,
  })
  app.decorate('mailQueue', mailQueue)
  app.addHook('onClose', () => mailQueue.stop())

  // The usage sweep (issue 33): runs only once started (startup/run-until-signal.ts; tests call
  // runOnce); ingestion wakes it. Closing stops it.
  const usageSweep = new UsageJob({ db: ctx.db, now: ctx.now, log: app.log })
  app.decorate('usageSweep', usageSweep)
  app.addHook('onClose', () => usageSweep.stop())

  // The in-process simulator's health (ADR 026): 'off' until startup/run-until-signal.ts starts it;
  // decorated before the routes, so /api/health reads it.
  app.decorate('simulatorHealth', new SimulatorHealth(ctx.now))

  const declared: (DeclaredRoute & { path: string })[] = []
  await app.register(
    async (api) => {
      recordDeclaredRoutes(api, declared)
      await registerApiRoutes(api.withTypeProvider<ZodTypeProvider>(), ctx)
      answerOtherMethods(api, declared)
    },
    { prefix: '/api' },
  )
  app.decorate(
    'apiRoutes',
    declared.map(({ method, url, access }) => ({ method, url, access })),
  )

  await builtInDashboardRoutes(app, ctx)

  const staticDir = options.staticDir ? path.resolve(options.staticDir) : null
  const hasShell = staticDir !== null && existsSync(path.join(staticDir, 'index.html'))
  if (staticDir && hasShell) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // build/precompress.ts writes .br and .gz beside each text asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        // With preCompressed, filePath may be the .br/.gz sibling: judge by the original name.
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '')
        if (name === 'index.html' || name === 'sw.js' || name === 'manifest.webmanifest') {
          res.header('Cache-Control', 'no-cache')
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable')
        } else {
          res.header('Cache-Control', 'public, max-age=3600')
        }
      },
    })
  }

  // SPA fallback: every GET outside /api that is not a file gets index.html; the rest is a JSON 404.
  // A missing file (an old chunk after a deploy, a video not shipped) is a 404 too: answered with
  // the shell it would load as HTML and fail obscurely (a MIME error, a silent black video).
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]
    const isApi = url === '/api' || url.startsWith('/api/')
    const isMissingFile = STATIC_FILE.test(url)
    if (staticDir && hasShell && request.method === 'GET' && !isApi) {
      const file = path.join(staticDir, url)
      if (file.startsWith(staticDir + path.sep) && existsSync(file) && statSync(file).isFile()) {
        return reply.sendFile(path.relative(staticDir, file))
      }
      if (!isMissingFile)
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html')
    }
    return reply.status(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${url}` })
  })

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits until no handler is running (or the timeout passes); answers how many still run. */
    drain(timeoutMs?: number): Promise<number>
    /** Every API route with its declared access (server/http/access.ts), as registered. */
    apiRoutes: readonly DeclaredRoute[]
    /** The cost recalculation job of this app (server/services/job-costing/recalculation.ts). */
    costRecalculation: CostRecalculation
    /** The report mails' queue worker (server/services/mail-queue/worker.ts). */
    mailQueue: MailQueue
    /** The usage-triggered maintenance sweep (server/services/maintenance/usage/usage-job.ts). */
    usageSweep: UsageJob
    /** The in-process plant simulator's health, reported by /api/health. */
    simulatorHealth: SimulatorHealth
  }
}
