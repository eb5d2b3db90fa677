/**
 * Short-lived per-plant read snapshots for the screens many clients poll (DESIGN.md: plant control
 * is "served from a per-plant status snapshot"; docs/decisions/007 explains why the staleness is
 * acceptable).
 *
 * Model: an entry is the promise of one load, keyed by plant and a string (the rest of what the
 * answer depends on). It is served for ttlMs counted from the moment the load started, so a cached
 * answer is never older than ttlMs plus one query. Concurrent misses share the load in flight
 * (single flight): a burst of N identical requests costs one query. A failed load is dropped at
 * once, never cached. invalidatePlant() — called after an ingestion batch for the plant has
 * committed — drops the plant's entries and bumps its generation: a load that started before is
 * still answered to the requests that waited for it (they asked before the change) but is not
 * stored, so no request that arrives after the commit sees older data.
 *
 * One set of caches per database handle (so test apps in one process never share entries).
 */
import type { HistoricResponse } from '../../../src/contract/historic'
import type { PlantControlMachine } from '../../../src/contract/plant'
import type { Db } from '../../db/client'

interface Entry<V> {
  value: Promise<V>
  /** When the entry stops being served; Infinity while its load is in flight. */
  expiresAt: number
}

export class PlantReadCache<V> {
  private readonly plants = new Map<number, Map<string, Entry<V>>>()
  private readonly generations = new Map<number, number>()
  /** Loads run (misses), for tests and diagnostics. */
  loads = 0

  constructor(
    private readonly ttlMs: number,
    /** Entries kept per plant; the oldest go first. */
    private readonly maxEntries = 100,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(plantId: number, key: string, load: () => Promise<V>): Promise<V> {
    const entries = this.entries(plantId)
    const hit = entries.get(key)
    const startedAt = this.clock()
    if (hit && hit.expiresAt > startedAt) return hit.value

    const generation = this.generations.get(plantId) ?? 0
    this.loads++
    const entry: Entry<V> = { value: load(), expiresAt: Number.POSITIVE_INFINITY }
    entries.delete(key) // re-inserted last: Map order is the eviction order
    entries.set(key, entry)
    this.evict(entries, startedAt)
    const current = () => this.plants.get(plantId)?.get(key) === entry
    entry.value.then(
      () => {
        if (!current()) return
        if ((this.generations.get(plantId) ?? 0) === generation) entry.expiresAt = startedAt + this.ttlMs
        else entries.delete(key)
      },
      () => {
        if (current()) entries.delete(key)
      },
    )
    return entry.value
  }

  invalidatePlant(plantId: number) {
    this.generations.set(plantId, (this.generations.get(plantId) ?? 0) + 1)
    this.plants.delete(plantId)
  }

  private entries(plantId: number) {
    let entries = this.plants.get(plantId)
    if (!entries) {
      entries = new Map()
      this.plants.set(plantId, entries)
    }
    return entries
  }

  private evict(entries: Map<string, Entry<V>>, now: number) {
    for (const [key, e] of entries) if (e.expiresAt <= now) entries.delete(key)
    for (const key of entries.keys()) {
      if (entries.size <= this.maxEntries) break
      entries.delete(key)
    }
  }
}

/** How long a plant snapshot is served; machines report every few seconds at most. */
export const PLANT_READ_TTL_MS = 2000

export interface PlantReadCaches {
  /** Every machine of the plant, filtered per request to the user's machines. */
  plantControl: PlantReadCache<PlantControlMachine[]>
  historic: PlantReadCache<HistoricResponse>
}

const byDb = new WeakMap<Db, PlantReadCaches>()

export interface PlantReadCacheOptions {
  ttlMs?: number
  /** Milliseconds, monotonic (tests pass their own). */
  clock?: () => number
}

/** The caches of this database handle; options apply when they are first made (tests). */
export function plantReadCaches(db: Db, options: PlantReadCacheOptions = {}): PlantReadCaches {
  let caches = byDb.get(db)
  if (!caches) {
    const ttl = options.ttlMs ?? PLANT_READ_TTL_MS
    caches = {
      plantControl: new PlantReadCache(ttl, 4, options.clock),
      historic: new PlantReadCache(ttl, 100, options.clock),
    }
    byDb.set(db, caches)
  }
  return caches
}

/** After an ingestion batch for the plant committed: its next reads go to the database. */
export function invalidatePlantReads(db: Db, plantId: number) {
  const caches = byDb.get(db)
  if (!caches) return
  caches.plantControl.invalidatePlant(plantId)
  caches.historic.invalidatePlant(plantId)
}
