/**
 * The plant simulator's health, as /api/health and the standalone simulator's GET /health report it
 * (ADR 026). Three states: 'off' (no simulator runs in this process: SIMULATOR=off, another
 * instance holds it, or it has stopped), 'ok' (its last call to the ingestion API was accepted) and
 * 'failing' (the API refuses its key: revoked, expired, or without the ingest scope). `since` is
 * when the state last changed, so a monitor can tell a blip from an outage.
 *
 * The simulator is a background part of the server: a failing one makes the answer 'degraded',
 * never takes the API out of a load balancer (the HTTP status stays 200 on /api/health).
 */
import { z } from 'zod'

export const simulatorStates = ['ok', 'failing', 'off'] as const
export type SimulatorState = (typeof simulatorStates)[number]

export const simulatorHealthSchema = z.object({
  state: z.enum(simulatorStates),
  since: z.string(),
  /** Why it is failing (the API's answer) or off; null when ok. */
  message: z.string().nullable(),
})
export type SimulatorHealthReport = z.infer<typeof simulatorHealthSchema>

export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  time: z.string(),
  simulator: simulatorHealthSchema,
})
export type HealthAnswer = z.infer<typeof healthAnswerSchema>

const NOT_RUNNING = 'No simulator runs in this process'

export class SimulatorHealth {
  private current: SimulatorHealthReport

  constructor(private readonly now: () => Date = () => new Date()) {
    this.current = { state: 'off', since: now().toISOString(), message: NOT_RUNNING }
  }

  get state(): SimulatorState {
    return this.current.state
  }

  /** Moves to `state`; answers true when the state changed (callers log changes, not every call). */
  set(state: SimulatorState, message: string | null = state === 'off' ? NOT_RUNNING : null): boolean {
    const changed = state !== this.current.state
    this.current = { state, since: changed ? this.now().toISOString() : this.current.since, message }
    return changed
  }

  report(): SimulatorHealthReport {
    return { ...this.current }
  }

  /** The health answer of a process whose other parts are fine (its database answered). */
  answer(): HealthAnswer {
    return {
      status: this.current.state === 'failing' ? 'degraded' : 'ok',
      time: this.now().toISOString(),
      simulator: this.report(),
    }
  }
}
