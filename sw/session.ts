/**
 * The signed-in session as the page stored it (Dexie table `session`, src/offline/session-store.ts).
 * Read on demand, never cached here: a logout or a 401 in the page must take effect at once.
 */
import { db } from '@/offline/db'

export async function storedSession(): Promise<{ userId: number; token: string } | null> {
  try {
    const row = await db.session.get('current')
    return row ? { userId: row.session.user.userId, token: row.session.token } : null
  } catch {
    return null
  }
}
