/**
 * The cluster run's chaos: one API instance at a time is killed with SIGKILL (mid-request, as a
 * crash or a lost machine would) and started again a few seconds later, all through the run, so
 * every test meets instances dying under it. Each kill is recorded in a JSON file that the tests
 * read (E2E_CLUSTER_EVENTS) to prove a kill really fell inside them. A test that measures something
 * else across instances (the limiter's exact counts) pauses it with withoutChaos().
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Instance } from '../../scripts/cluster/harness'

export interface ChaosEvent {
  instance: string
  killedAt: number
  /** When it answered again; null while it is down. */
  backAt: number | null
}

export interface ChaosOptions {
  /** From one kill to the next. */
  everyMs: number
  /** How long a killed instance stays down before it is started again. */
  downMs: number
  eventsFile: string
  log: (line: string) => void
}

export function startChaos(instances: Instance[], options: ChaosOptions) {
  const events: ChaosEvent[] = []
  const save = () => writeFileSync(options.eventsFile, JSON.stringify(events))
  save()
  let stopped = false
  let next = 0
  let round: Promise<void> = Promise.resolve()
  const pauseFile = `${options.eventsFile}.pause`
  const killOne = async () => {
    if (existsSync(pauseFile)) return
    const instance = instances[next++ % instances.length]
    const event: ChaosEvent = { instance: instance.name, killedAt: Date.now(), backAt: null }
    await instance.kill()
    events.push(event)
    save()
    options.log(`[chaos] killed ${instance.name}`)
    await new Promise((r) => setTimeout(r, options.downMs))
    await instance.restart()
    event.backAt = Date.now()
    save()
    options.log(`[chaos] ${instance.name} is back after ${event.backAt - event.killedAt} ms`)
  }
  const timer = setInterval(() => {
    if (stopped) return
    round = round.then(killOne).catch((err) => options.log(`[chaos] ${err}`))
  }, options.everyMs)
  return {
    /** Stops killing and waits for the instance in hand to be back. */
    async stop() {
      stopped = true
      clearInterval(timer)
      await round
      return events
    },
  }
}

/** The kills recorded so far (read by the tests, in the workers). */
export function chaosEvents(): ChaosEvent[] {
  const file = process.env.E2E_CLUSTER_EVENTS
  if (!file) throw new Error('E2E_CLUSTER_EVENTS is not set: run through playwright.cluster.config.ts')
  return JSON.parse(readFileSync(file, 'utf8')) as ChaosEvent[]
}

/**
 * Runs `body` with no instance killed meanwhile: pauses the chaos and waits until every killed
 * instance is back. For exact counts that a request dying with its instance would blur.
 */
export async function withoutChaos<T>(body: () => Promise<T>): Promise<T> {
  const pauseFile = `${process.env.E2E_CLUSTER_EVENTS}.pause`
  writeFileSync(pauseFile, '')
  try {
    const deadline = Date.now() + 30_000
    while (chaosEvents().some((e) => e.backAt === null)) {
      if (Date.now() > deadline) throw new Error('a killed instance did not come back within 30 s')
      await new Promise((r) => setTimeout(r, 200))
    }
    return await body()
  } finally {
    rmSync(pauseFile, { force: true })
  }
}

/** Kills that fell between `from` and `to` (epoch ms). */
export function killsBetween(from: number, to: number): ChaosEvent[] {
  return chaosEvents().filter((e) => e.killedAt >= from && e.killedAt <= to)
}
