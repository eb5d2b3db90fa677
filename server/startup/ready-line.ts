/**
 * The one line `npm start` prints once the server answers (issue 44 item 8): where to open it and,
 * with the demo plant, whom to sign in as. Printed whatever LOG_LEVEL says: it is the answer to
 * "is it up yet?", not a log record.
 */
import { DEMO_PASSWORD, demoUsers } from '../demo/catalog'

export interface ReadyFacts {
  /** The address the server listens on, as a browser on this machine reaches it. */
  url: string
  /** DEMO on: the demo accounts exist (seeded on the first start). */
  demo: boolean
}

/** The demo account that sees every screen (all roles, all machines). */
const FIRST_ACCOUNT = demoUsers[0].email

export function readyLine({ url, demo }: ReadyFacts): string {
  const open = `Plant portal ready: open ${url}`
  if (!demo) return open
  return `${open} — sign in as ${FIRST_ACCOUNT} / ${DEMO_PASSWORD} (other demo accounts: README "Demo accounts")`
}

const LOCAL_HOSTS = new Set(['', '0.0.0.0', '::', '127.0.0.1', '::1'])

/** The browser's address of a listening server: localhost for the wildcard and loopback hosts. */
export function localUrl(host: string, port: number, https: boolean): string {
  const name = LOCAL_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `${https ? 'https' : 'http'}://${name}:${port}`
}
