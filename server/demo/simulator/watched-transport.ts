/**
 * The simulator's calls to the ingestion API, watched for its health (ADR 026): an accepted call
 * makes it 'ok', a refused key (401/403) 'failing'. Only a change of state is logged (a warning
 * when the key stops working, a note when it works again), never every tick.
 */
import type { SimulatorHealth } from '../../services/system/simulator-health'
import { isKeyRefusal, refusedKey, type Transport } from './transport'

export interface SimulatorLog {
  info(message: string): void
  warn(message: string): void
}

const refusal = (status: number) =>
  status === 403
    ? 'The ingestion API refuses the API key (403: it lacks the ingest scope)'
    : 'The ingestion API refuses the API key (401: unknown, revoked or expired)'

/** `until` says what brings it back, for the warning (a new key in a file, a restart). */
export function watchTransport(
  inner: Transport,
  health: SimulatorHealth,
  log: SimulatorLog,
  until: string,
): Transport {
  const accepted = () => {
    const was = health.state
    if (health.set('ok') && was === 'failing') log.info('simulator: the API key is accepted again; resuming')
  }
  const refused = (status: number) => {
    const message = refusal(status)
    if (health.set('failing', message)) {
      log.warn(`simulator: ${message}; it sends nothing until ${until}`)
    }
  }
  const watch = async <T>(call: () => Promise<T>) => {
    try {
      const result = await call()
      accepted()
      return result
    } catch (err) {
      if (refusedKey(err)) refused(err.status)
      throw err
    }
  }
  return {
    machines: () => watch(() => inner.machines()),
    preparedOrders: () => watch(() => inner.preparedOrders()),
    async send(batch, idempotencyKey) {
      const result = await inner.send(batch, idempotencyKey)
      if (isKeyRefusal(result.status)) refused(result.status)
      else if (result.status < 400) accepted()
      return result
    },
  }
}
