/**
 * The simulator's ticks with its health (ADR 026). While its key is refused it sends nothing: each
 * tick re-reads the key source, and tries again when the key changed, or every RETRY_MS with the
 * same key (a refusal that was not a revocation). Trying again is reading every machine afresh
 * (PlantSimulator.init): batches refused meanwhile are gone, and the machines resume from what the
 * API holds, as after a restart. It never creates a key itself: that would undo an
 * administrator's revocation behind their back; a restart of the server does (ensureSimulatorKey).
 */
import type { SimulatorHealth } from '../../services/system/simulator-health'
import type { KeySource } from './key-source'
import type { PlantSimulator } from './simulator'
import { refusedKey } from './transport'
import type { SimulatorLog } from './watched-transport'

export const RETRY_MS = 30_000

export interface RunnerOptions {
  simulator: PlantSimulator
  health: SimulatorHealth
  keys: KeySource
  log: SimulatorLog
  /** Real time, for the retry interval (the simulated clock may run faster). */
  clock?: () => number
}

export class SimulatorRunner {
  private ready = false
  private lastAttempt = Number.NEGATIVE_INFINITY

  constructor(private readonly options: RunnerOptions) {}

  /** Reads every machine; false when the key is refused (the health says so, ticks retry). */
  async start(now: number): Promise<boolean> {
    this.lastAttempt = (this.options.clock ?? Date.now)()
    try {
      await this.options.simulator.init(now)
    } catch (err) {
      if (refusedKey(err)) return false
      throw err
    }
    this.ready = true
    return true
  }

  async tick(now: number) {
    const { health, keys, log } = this.options
    if (!this.ready || health.state === 'failing') {
      const newKey = keys.reload()
      if (newKey) log.info('simulator: found a new API key; trying it')
      const waited = (this.options.clock ?? Date.now)() - this.lastAttempt
      if (!newKey && waited < RETRY_MS) return
      if (!(await this.start(now))) return
    }
    try {
      await this.options.simulator.tick(now)
    } catch (err) {
      // Already in the health and warned about once (watched-transport.ts); the next tick waits.
      if (!refusedKey(err)) throw err
    }
  }
}
