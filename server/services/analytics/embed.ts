/**
 * Where the operation-analytics dashboard of an order (or one of its rolls) is (spec 001 §2.6):
 * the dashboard of the plant's idOnGrafana on the configured dashboard service (a Grafana at
 * ANALYTICS_URL), or on the server's built-in one at /analytics, reached with a signed ticket
 * that lasts a minute and turns into a 15-minute session cookie there.
 */
import { sql } from 'drizzle-orm'
import type { AnalyticsEmbed } from '../../../src/contract/operation-analytics'
import type { DbOrTx } from '../../db/client'
import type { Env } from '../../env'
import { notFound } from '../../http/errors'
import type { Signer } from '../../lib/signed-token'
import type { FoundOrder } from '../order-detail/find-order'

export const TICKET_TTL_MS = 60_000
export const SESSION_TTL_MS = 15 * 60_000

export async function analyticsEmbed(
  db: DbOrTx,
  env: Pick<Env, 'ANALYTICS_URL'>,
  signer: Signer,
  userId: number,
  order: FoundOrder,
  roll: number | null,
  now: Date,
): Promise<AnalyticsEmbed> {
  const [machine] = (
    await db.execute<{ allowed: boolean; uid: string | null; plant_id: number }>(sql`
      select m.has_operation_analytics as allowed, p.id_on_grafana as uid, p.id as plant_id
      from machines m join plants p on p.id = m.plant_id where m.id = ${order.machineId}`)
  ).rows
  if (!machine?.allowed) throw notFound('Operation analytics is not available for this machine')
  let span = { from: order.dateStart, to: order.dateFinish ?? now.getTime() }
  if (roll !== null) {
    const [r] = (
      await db.execute<{ date_start: Date | string; date_finish: Date | string | null }>(sql`
        select date_start, date_finish from rolls where order_id = ${order.id} and number = ${roll}`)
    ).rows
    if (!r) throw notFound(`The order has no roll ${roll}`)
    span = {
      from: new Date(r.date_start).getTime(),
      to: r.date_finish ? new Date(r.date_finish).getTime() : now.getTime(),
    }
  }
  const uid = machine.uid ?? `plant-${machine.plant_id}`
  const address = {
    machineHashCode: order.machineHashCode,
    idOnMachine: String(order.idOnMachine),
    insertTimestamp: String(order.insertTimestamp),
  }
  if (env.ANALYTICS_URL) {
    const base = env.ANALYTICS_URL.replace(/\/+$/, '')
    const query = new URLSearchParams({
      orgId: '1',
      kiosk: '',
      'var-machine': address.machineHashCode,
      'var-order': address.idOnMachine,
      'var-insertTimestamp': address.insertTimestamp,
      ...(roll !== null ? { 'var-roll': String(roll) } : {}),
      from: String(span.from),
      to: String(span.to),
    })
    return {
      url: `${base}/d/${encodeURIComponent(uid)}?${query}`,
      logoutUrl: `${base}/logout`,
      builtIn: false,
    }
  }
  const query = new URLSearchParams({
    ...address,
    ...(roll !== null ? { roll: String(roll) } : {}),
    ticket: signer.sign({ u: userId }, TICKET_TTL_MS, now),
  })
  return {
    url: `/analytics/d/${encodeURIComponent(uid)}?${query}`,
    logoutUrl: '/analytics/logout',
    builtIn: true,
  }
}
