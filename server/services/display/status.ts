/**
 * What a line-side display reads: its plant's machines (or one line's) from the same per-plant
 * snapshot as plant control (a cached read, so hundreds of screens cost one query a plant every
 * couple of seconds), and the server's clock, by which the screen judges staleness.
 *
 * The screen's last contact is written at most once a minute: with 200 screens polling every
 * minute, a write per read would double the database's work for a figure read by a person.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { DisplayStatus } from '../../../src/contract/display'
import type { Db } from '../../db/client'
import { displayTokens, plants } from '../../db/schema'
import type { DisplayAuth } from '../../http/principals'
import { plantSnapshot } from '../plant/plant-control'

export const LAST_SEEN_EVERY_MS = 60_000

export async function displayStatus(db: Db, display: DisplayAuth, now: Date): Promise<DisplayStatus> {
  const [plant] = await db
    .select({ name: plants.name, timeZone: plants.timezone })
    .from(plants)
    .where(eq(plants.id, display.plantId))
  const all = await plantSnapshot(db, display.plantId)
  const machines =
    display.machineLineId === null ? all : all.filter((m) => m.machineLineId === display.machineLineId)
  await touchLastSeen(db, display, now)
  return {
    label: display.label,
    language: display.language,
    plantName: plant?.name ?? '',
    ...(plant ? { timeZone: plant.timeZone } : {}),
    machineLineName: display.machineLineId === null ? null : (machines[0]?.machineLineName ?? null),
    serverTime: now.toISOString(),
    machines,
  }
}

async function touchLastSeen(db: Db, display: DisplayAuth, now: Date) {
  if (display.lastSeenAt && now.getTime() - display.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return
  const before = new Date(now.getTime() - LAST_SEEN_EVERY_MS)
  await db
    .update(displayTokens)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(displayTokens.id, display.displayId),
        or(isNull(displayTokens.lastSeenAt), lt(displayTokens.lastSeenAt, before)),
      ),
    )
}
