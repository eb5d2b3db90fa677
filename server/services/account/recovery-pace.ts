/**
 * A recovery request for an unknown account answers like one for a known account (no account
 * enumeration, ADR 025), and should take about as long: the known path waits for the mail server.
 * This keeps a moving average of how long recovery mails took to send and lets the unknown path
 * wait as long. Per process, and only a timing estimate: nothing here decides who may do what.
 */

const WEIGHT = 0.2
/** Never wait longer than this for an unknown account, whatever a slow mail server did once. */
const MAX_WAIT_MS = 10_000

export interface RecoveryPace {
  /** Runs a real send and records how long it took (failed sends too: they take time as well). */
  timed<T>(send: () => Promise<T>): Promise<T>
  /** Waits about as long as a real send. */
  imitate(): Promise<void>
}

export function createRecoveryPace(clock: () => number = () => performance.now()): RecoveryPace {
  let averageMs = 0
  return {
    async timed(send) {
      const started = clock()
      try {
        return await send()
      } finally {
        const took = clock() - started
        averageMs = averageMs === 0 ? took : averageMs + WEIGHT * (took - averageMs)
      }
    },
    async imitate() {
      const jitter = 0.8 + Math.random() * 0.4
      const wait = Math.min(MAX_WAIT_MS, averageMs * jitter)
      if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait))
    },
  }
}
