/**
 * The live plant simulator: every machine of the API key's company, resumed from what the
 * ingestion API reports (GET /api/ingest/v1/machines), stepped minute by minute up to the
 * simulated clock on each tick, its events sent in batches (at most 500) through the ingestion
 * API with an Idempotency-Key. A batch that fails on the network or with a 5xx is retried with
 * the same key (the server counts it once); a 4xx drops it and re-reads the machine's state.
 * While a machine's gateway is "silent" its events wait, as a real gateway buffers them.
 * A refused key (401/403) is not the data's fault: the tick stops there with IngestRefused, for
 * the runner (runner.ts) to wait for a working key and resume from what the API reports.
 */
import { randomUUID } from 'node:crypto'
import { type IngestEventInput, MAX_EVENTS_PER_BATCH } from '../../../src/contract/ingest'
import { buildJobCatalog } from '../model/jobs'
import { mulberry32 } from '../model/prng'
import { MachineSim, type SimOptions } from './machine-sim'
import { IngestRefused, isKeyRefusal, refusedKey, type Transport } from './transport'

interface Pending {
  events: IngestEventInput[]
  key: string
}

interface Slot {
  sim: MachineSim
  outbox: IngestEventInput[]
  inFlight: Pending | null
}

function serialSeed(serial: string) {
  let h = 2166136261
  for (const c of serial) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}

export interface SimulatorOptions extends SimOptions {
  seed: number
  log?: (message: string) => void
}

export class PlantSimulator {
  private slots: Slot[] = []
  private readonly jobs

  constructor(
    private readonly transport: Transport,
    private readonly options: SimulatorOptions,
  ) {
    this.jobs = buildJobCatalog(options.seed)
  }

  get machines(): MachineSim[] {
    return this.slots.map((s) => s.sim)
  }

  /** Reads where every machine stands; long gaps become power-offs (see MachineSim.catchUp). */
  async init(now: number) {
    const snapshots = await this.transport.machines()
    this.slots = snapshots.map((snap, i) => {
      const sim = new MachineSim(
        snap,
        i,
        this.jobs,
        mulberry32(this.options.seed ^ serialSeed(snap.serialNumber)),
        now,
        this.options,
      )
      return { sim, outbox: sim.catchUp(now), inFlight: null }
    })
  }

  private async resync(slot: Slot, now: number) {
    const snapshots = await this.transport.machines()
    const snap = snapshots.find((s) => s.serialNumber === slot.sim.serial)
    if (!snap) return
    const i = this.slots.indexOf(slot)
    const sim = new MachineSim(
      snap,
      i,
      this.jobs,
      mulberry32(this.options.seed ^ serialSeed(snap.serialNumber) ^ now),
      now,
      this.options,
    )
    slot.sim = sim
    slot.outbox = sim.catchUp(now)
    slot.inFlight = null
  }

  /** Advances every machine to the simulated instant `now` and sends what is due. */
  async tick(now: number) {
    await this.readPreparedOrders()
    for (const slot of this.slots) {
      const sim = slot.sim
      while (sim.lastAt + 60_000 <= now) slot.outbox.push(...sim.step(sim.lastAt + 60_000))
      if (sim.silentUntil !== null) {
        if (now < sim.silentUntil) continue
        sim.silentUntil = null
      }
      await this.flush(slot, now)
    }
  }

  private preparedFailure: string | null = null

  /** Hands each machine the genius-board orders waiting for it; a failed read leaves them for the next tick. */
  private async readPreparedOrders() {
    try {
      const orders = await this.transport.preparedOrders()
      for (const slot of this.slots) slot.sim.offerPrepared(orders)
      this.preparedFailure = null
    } catch (err) {
      if (refusedKey(err)) throw err
      const message = (err as Error).message
      if (message !== this.preparedFailure)
        this.options.log?.(`simulator: prepared orders not read (${message})`)
      this.preparedFailure = message
    }
  }

  private async flush(slot: Slot, now: number) {
    while (slot.inFlight || slot.outbox.length) {
      if (!slot.inFlight) {
        slot.inFlight = { events: slot.outbox.splice(0, MAX_EVENTS_PER_BATCH), key: randomUUID() }
      }
      const batch = slot.inFlight
      let status = 0
      let body: unknown = null
      try {
        ;({ status, body } = await this.transport.send(
          { machine: slot.sim.serial, events: batch.events },
          batch.key,
        ))
      } catch (err) {
        this.options.log?.(
          `simulator: ${slot.sim.serial} unreachable (${(err as Error).message}); will retry`,
        )
        return
      }
      if (isKeyRefusal(status)) {
        throw new IngestRefused(status, `POST /api/ingest/v1/events: ${status} ${JSON.stringify(body)}`)
      }
      if (status >= 500 || status === 409 || status === 429) return // retried with the same key next tick
      slot.inFlight = null
      if (status >= 400) {
        this.options.log?.(
          `simulator: ${slot.sim.serial} batch refused (${status} ${JSON.stringify(body)}); resyncing`,
        )
        await this.resync(slot, now)
        return
      }
    }
  }
}
