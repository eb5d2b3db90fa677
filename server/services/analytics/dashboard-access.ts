/**
 * Who is looking at a built-in dashboard: the user a ticket or a session cookie names, still
 * active and still holding the analytics right, with the machines assigned to them now.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

export const SESSION_COOKIE = 'pp_analytics'

export interface DashboardViewer {
  id: number
  plantId: number | null
  machineIds: ReadonlySet<number>
}

export async function dashboardViewer(db: DbOrTx, userId: number): Promise<DashboardViewer | null> {
  const [user] = (
    await db.execute<{ id: number; plant_id: number | null; machine_ids: number[] | null }>(sql`
      select u.id, u.plant_id,
             (select array_agg(um.machine_id) from user_machines um where um.user_id = u.id) as machine_ids
      from users u
      where u.id = ${userId} and u.is_active and 'ROLE_OPERATION_ANALYTICS' = any(u.roles)`)
  ).rows
  if (!user) return null
  return { id: user.id, plantId: user.plant_id, machineIds: new Set((user.machine_ids ?? []).map(Number)) }
}

/** The value of one cookie of a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}
