import { z } from 'zod'
import { parseTrustedProxies, type TrustedProxies } from './lib/trusted-proxies'

const flag = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default(fallback)
    .transform((v) => v === 'on' || v === 'true' || v === '1')

/** The whole configuration, read from the environment once (README "Configuration"). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SIMULATOR: flag('on'),
  /** Simulated seconds per real second; tests accelerate the clock. */
  SIMULATOR_SPEED: z.coerce.number().positive().default(1),
  DEMO: flag('on'),
  DEMO_NOW: z.iso.datetime({ offset: true }).optional(),
  DEMO_SEED: z.coerce.number().int().default(20261121),
  DEMO_DAYS: z.coerce.number().int().min(1).max(400).default(120),
  /** Benchmarks only: copy the demo orders into the past until the list holds this many (demo/extend-orders.ts). */
  DEMO_ORDERS: z.coerce.number().int().min(0).max(2_000_000).default(0),
  /** The order detail refuses orders spanning more days than this (400 ORDER_TOO_LONG, spec 000 §8). */
  ORDER_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(31),
  /**
   * How long the cost recalculation waits after a price write before it starts, so successive
   * edits make one run (server/services/job-costing/recalculation.ts).
   */
  COST_RECALC_DEBOUNCE_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  /**
   * The operation-analytics dashboard service (a Grafana): unset, the server's own built-in
   * dashboards at /analytics are used. ANALYTICS_SECRET signs the built-in service's tickets and
   * sessions; unset, a random key per process (several instances then need it set). A key derived
   * from it signs the sign-in device cookies (ADR 035; unset, one kept in DATA_DIR/secrets).
   */
  ANALYTICS_URL: z.url().optional(),
  ANALYTICS_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Plant Portal <no-reply@plant-portal.local>'),
  /** Base of links in mail; defaults to this server on localhost, with its real port and scheme. */
  PUBLIC_URL: z.string().optional(),
  /** Technical assistance mailbox: support (SAT) messages are forwarded there when set. */
  SUPPORT_EMAIL: z.string().optional(),
  ORDERING_URL: z.string().default('https://ordering.example.com/sso'),
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  /**
   * The proxies whose X-Forwarded-For names the client (addresses and CIDR blocks, comma-separated:
   * the load balancer, a TLS terminator); off trusts nobody (server/lib/trusted-proxies.ts).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustedProxies => {
      const parsed = parseTrustedProxies(value)
      if (!Array.isArray(parsed) && parsed !== false) {
        ctx.addIssue({ code: 'custom', message: parsed.error })
        return z.NEVER
      }
      return parsed
    }),
  /** Failed sign-ins an account + source pair may make before waits start; wider caps scale with it (ADR 025). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 30),
  /**
   * warn by default: Fastify logs every request at info, and the simulator alone makes about 47 a
   * minute; `info` shows them again (issue 44 item 8).
   */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  STATIC_DIR: z.string().default('./dist'),
})

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string }

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  // Mailed links (password reset) must reach this server when PORT or TLS changes the address.
  const scheme = env.TLS_CERT && env.TLS_KEY ? 'https' : 'http'
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `${scheme}://localhost:${env.PORT}` }
}
