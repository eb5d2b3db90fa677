import type { Db } from './db/client'
import type { Env } from './env'
import type { Mailer } from './lib/mailer'
import type { FileStorage } from './lib/storage'

/** What route modules and services need from the outside world; tests build their own. */
export interface AppContext {
  db: Db
  env: Env
  /** The clock: tests and the demo pin it (DEMO_NOW), production uses real time. */
  now: () => Date
  storage: FileStorage
  mailer: Mailer
}
