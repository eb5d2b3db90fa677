/**
 * The API in process over a bench's database, signed in as manager@: what the read benchmarks
 * (statistics, job costing) time without a network in the way.
 */
import { buildApp } from '../server/app'
import type { AppContext } from '../server/context'
import type { Database } from '../server/db/client'
import { readEnv } from '../server/env'

export async function inProcessApp(
  database: Database,
  dir: string,
  now: Date,
  env: Record<string, string> = {},
) {
  const ctx: AppContext = {
    db: database.db,
    env: readEnv({ DATA_DIR: dir, LOGIN_RATE_LIMIT: '100000', ...env }),
    now: () => now,
    storage: { put: async () => ({ storageKey: '', size: 0, sha256: '' }) } as never,
    mailer: { send: async () => undefined },
  }
  const app = await buildApp(ctx)
  await app.ready()
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: {
      user: Buffer.from('manager@demo.plant').toString('base64'),
      password: Buffer.from('demo1234').toString('base64'),
      token: '',
      redirect: false,
    },
  })
  return { app, headers: { authorization: `Bearer ${login.json().token}` } }
}
