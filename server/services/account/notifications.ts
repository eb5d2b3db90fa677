/** The bell (spec 002 §2.9): a notification is new when it was created after the last bell click. */
import { and, count, desc, eq, gt } from 'drizzle-orm'
import type { Notification } from '../../../src/contract/account'
import type { DbOrTx } from '../../db/client'
import { notifications, users } from '../../db/schema'
import { loadUserRow } from './session-builder'

function parseParams(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null
  } catch {
    return null
  }
}

export async function countNew(db: DbOrTx, userId: number, bellClickedAt: Date | null) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        bellClickedAt ? gt(notifications.createdAt, bellClickedAt) : undefined,
      ),
    )
  return Number(row?.n ?? 0)
}

export async function listNotifications(db: DbOrTx, userId: number, limit: number, offset: number) {
  const user = await loadUserRow(db, userId)
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset)
  const list: Notification[] = rows.map((r) => ({
    id: r.id,
    message: r.message,
    params: parseParams(r.params),
    href: r.href,
    dateTime: r.createdAt.toISOString(),
  }))
  return { notifications: list, numNewNotification: await countNew(db, userId, user.bellClickedAt) }
}

export async function clickBell(db: DbOrTx, userId: number, now: Date) {
  await db.update(users).set({ bellClickedAt: now }).where(eq(users.id, userId))
  return { numNewNotification: 0 }
}
