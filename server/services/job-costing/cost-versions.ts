/** GET /job-cost/po-cost-versions (issue 15 item 8): the order's kept cost versions, named for the reader. */
import { sql } from 'drizzle-orm'
import type { OrderCostVersion } from '../../../src/contract/job-costing'
import type { DbOrTx } from '../../db/client'
import type { CostChange } from '../../db/schema'
import type { FoundOrder } from '../order-detail/find-order'

type Row = Record<string, unknown>
const LIMIT = 50

export async function orderCostVersions(db: DbOrTx, order: FoundOrder): Promise<OrderCostVersion[]> {
  const [versions, types, users] = await Promise.all([
    db.execute<Row>(sql`
      select computed_at, previous_cost, po_cost, reasons from order_cost_versions
      where order_id = ${order.id}::int order by computed_at desc, id desc limit ${LIMIT}`),
    db.execute<Row>(sql`select id, name from consumable_types`),
    db.execute<Row>(sql`
      select u.id, u.display_name from users u
      where u.id in (select (r->>'userId')::int from order_cost_versions v, jsonb_array_elements(v.reasons) r
                     where v.order_id = ${order.id}::int and r->>'userId' is not null)`),
  ])
  const typeName = new Map(types.rows.map((r) => [Number(r.id), String(r.name)]))
  const userName = new Map(users.rows.map((r) => [Number(r.id), String(r.display_name)]))
  const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()
  const money = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  return versions.rows.map((v) => {
    const reasons = (typeof v.reasons === 'string' ? JSON.parse(v.reasons) : v.reasons) as CostChange[]
    return {
      computedAt: iso(v.computed_at),
      previousCost: money(v.previous_cost),
      poCost: money(v.po_cost),
      changes: reasons.map((c) => ({
        consumableTypeId: c.consumableTypeId,
        consumableTypeName: typeName.get(c.consumableTypeId) ?? String(c.consumableTypeId),
        from: c.from,
        to: c.to,
        changedBy: c.userId === null ? null : (userName.get(c.userId) ?? null),
        at: iso(c.at),
      })),
    }
  })
}
