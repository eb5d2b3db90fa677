/**
 * The databases the API tests start from, seeded once per run instead of once per test app
 * (issue 28): `base` is the migrated schema with the fixed demo catalogue (seedBase), `maintenance`
 * adds the demo maintenance of 10:00 plant time on Friday 20 November 2026 (seedMaintenance without
 * files). Each run's global setup builds them once, as PGlite dumps (tests/server/global-setup.ts)
 * or Postgres template databases (tests/postgres/global-setup.ts), and each test app copies one.
 * The seeds are deterministic, so the ids a seed returns hold for every copy: the manifest carries
 * them to the test files.
 */
import type { Db } from '../../server/db/client'
import { seedMaintenance } from '../../server/demo/maintenance/seed-maintenance'
import { type BaseSeed, seedBase } from '../../server/demo/seed-base'

export type FixtureName = 'base' | 'maintenance'
export const fixtureNames: FixtureName[] = ['base', 'maintenance']

/** The clock of the maintenance fixture: 10:00 in the plant (Europe/Madrid), Friday 20 November 2026. */
export const MAINTENANCE_NOW = new Date('2026-11-20T09:00:00Z')

export type MaintenanceSeed = Awaited<ReturnType<typeof seedMaintenance>>

export interface FixtureManifest {
  base: BaseSeed
  /** The maintenance seed's counts; null when seeding stopped at `base`. */
  maintenance: MaintenanceSeed | null
}

/** The maintenance fixture's seed, over a database that holds the `base` one. */
export const seedMaintenanceFixture = (db: Db, base: BaseSeed) =>
  seedMaintenance(db, { plantId: base.plantId, userIds: base.userIds, now: MAINTENANCE_NOW })

/**
 * Seeds a migrated, empty database up to the fixture `until`, calling `reached` after each fixture
 * on the way (where the PGlite global setup takes its dumps), and returns what the seeds returned.
 */
export async function seedFixtures(
  db: Db,
  until: FixtureName,
  reached: (name: FixtureName) => Promise<void> = async () => {},
): Promise<FixtureManifest> {
  const base = await seedBase(db)
  await reached('base')
  if (until === 'base') return { base, maintenance: null }
  const maintenance = await seedMaintenanceFixture(db, base)
  await reached('maintenance')
  return { base, maintenance }
}
