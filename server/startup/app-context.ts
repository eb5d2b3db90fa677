/**
 * The context the app is built with in production: the real clock, files and mail under DATA_DIR
 * (tests build their own, tests/server/helpers.ts).
 */
import path from 'node:path'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import type { Env } from '../env'
import { createMailer } from '../lib/mailer'
import { localStorage } from '../lib/storage'

export function createAppContext(env: Env, db: Db): AppContext {
  return {
    db,
    env,
    now: () => new Date(),
    storage: localStorage(path.resolve(env.DATA_DIR, 'files')),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      mailDir: path.resolve(env.DATA_DIR, 'mail'),
      log: (m) => console.log(m),
    }),
  }
}
