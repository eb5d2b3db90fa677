/**
 * What the maintenance audit report holds (GET /maintenance/report/audit, spec 001 §7): every work
 * order the list would show for the same filters (the list's own query: scope, own work orders
 * below the manager level, outdated from the plant's today), oldest first, each with its whole
 * history, and the filters as names. The PDF itself is audit-pdf.ts.
 */
import { eq, sql } from 'drizzle-orm'
import type { MaintenanceEvent, MaintenanceHistoryEntry } from '../../../../src/contract/maintenance'
import type { Procedure, StepAnswer } from '../../../../src/contract/maintenance-procedures'
import { AUDIT_MAX_EVENTS, type MaintenanceAuditQuery } from '../../../../src/contract/maintenance-report'
import type { DbOrTx } from '../../../db/client'
import { plants, users } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import { historyEntry } from '../events/event-detail'
import { type EventReader, listEvents } from '../events/events'
import { stepAnswers } from '../procedures/step-answers'

export interface AuditEvent extends MaintenanceEvent {
  /** Oldest first: the order the changes happened in. */
  history: MaintenanceHistoryEntry[]
  /** Its procedure and answers (issue 33), when it has one. */
  procedure?: Procedure | null
  answers?: StepAnswer[]
}

/** The filters as the report prints them: null is "all". */
export interface AuditFilters {
  machines: string[] | null
  assets: string[] | null
  operators: string[] | null
  states: Array<1 | 2 | 3 | 4> | null
  types: string[] | null
  frequencies: string[] | null
  risks: number[] | null
  initialDate: string | null
  finalDate: string | null
}

export interface AuditData {
  plantName: string | null
  readerName: string
  /** The plant day outdated work is counted on. */
  today: string
  filters: AuditFilters
  events: AuditEvent[]
}

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`

/**
 * The report's contents, or a 400 naming initialDate when more than AUDIT_MAX_EVENTS work orders
 * match (the reader narrows the dates).
 */
export async function auditData(
  db: DbOrTx,
  reader: EventReader,
  query: MaintenanceAuditQuery,
  who: { userId: number; plantId: number | null; today: string },
): Promise<AuditData> {
  // Task types narrow the tasks: the list's `tasks` filter then does the rest.
  const tasks = query.eventTypes
    ? (
        await db.execute<{ id: number }>(
          sql`select id from maintenance_tasks where type = any(${`{${query.eventTypes.join(',')}}`}::text[])`,
        )
      ).rows.map((r) => r.id)
    : undefined
  const [page, names, plant, user] = await Promise.all([
    listEvents(
      db,
      reader,
      {
        machines: query.machines,
        assets: query.assets,
        operators: query.operators,
        tasks,
        maintenanceFrequencies: query.maintenanceFrequencies,
        risks: query.risks,
        initialDate: query.initialDate,
        finalDate: query.finalDate,
        maintenanceStates: query.maintenanceStates ?? [1, 2, 3, 4],
        limit: AUDIT_MAX_EVENTS,
        offset: 0,
        orderBy: 'date',
      },
      who.today,
    ),
    filterNames(db, reader, query, who.plantId),
    who.plantId === null
      ? Promise.resolve([])
      : db.select({ name: plants.name }).from(plants).where(eq(plants.id, who.plantId)),
    db.select({ name: users.displayName }).from(users).where(eq(users.id, who.userId)),
  ])
  if (page.total > AUDIT_MAX_EVENTS) {
    throw badRequest(
      'initialDate',
      `${page.total} work orders match, more than the ${AUDIT_MAX_EVENTS} one report may hold: narrow the dates (initialDate, finalDate)`,
      'too_many',
    )
  }
  const ids = page.results.map((e) => e.id)
  const procedures = await proceduresOf(db, ids)
  // An answer's history row written before it carried the answer is read with the step's title.
  const history = await historyOf(db, ids, (id) => procedures.get(id)?.procedure)
  return {
    plantName: plant[0]?.name ?? null,
    readerName: user[0]?.name ?? '-',
    today: who.today,
    filters: {
      ...names,
      states: query.maintenanceStates ?? null,
      types: query.eventTypes ?? null,
      frequencies: query.maintenanceFrequencies ?? null,
      risks: query.risks ?? null,
      initialDate: query.initialDate ?? null,
      finalDate: query.finalDate ?? null,
    },
    events: page.results.map((e) => ({ ...e, history: history.get(e.id) ?? [], ...procedures.get(e.id) })),
  }
}

async function historyOf(
  db: DbOrTx,
  eventIds: number[],
  procedureOf: (eventId: number) => Procedure | undefined,
): Promise<Map<number, MaintenanceHistoryEntry[]>> {
  const out = new Map<number, MaintenanceHistoryEntry[]>()
  if (eventIds.length === 0) return out
  const rows = await db.execute<Parameters<typeof historyEntry>[0] & { event_id: number }>(sql`
    select h.event_id, h.id, h.at, u.display_name as user_name, h.transition_id, h.from_state,
      h.to_state, h.details
    from maintenance_event_history h left join users u on u.id = h.user_id
    where h.event_id = any(${idArray(eventIds)}::int[])
    order by h.event_id, h.at, h.id`)
  for (const row of rows.rows) {
    const list = out.get(row.event_id)
    const entry = historyEntry(row, procedureOf(row.event_id))
    if (list) list.push(entry)
    else out.set(row.event_id, [entry])
  }
  return out
}

/** The procedures and answers of the work orders that have one (the report's few hundred at most). */
async function proceduresOf(db: DbOrTx, eventIds: number[]) {
  const out = new Map<number, { procedure: Procedure; answers: StepAnswer[] }>()
  if (eventIds.length === 0) return out
  const rows = await db.execute<{ id: number; procedure: Procedure }>(sql`
    select id, procedure from maintenance_events
    where id = any(${idArray(eventIds)}::int[]) and procedure is not null`)
  for (const row of rows.rows) {
    out.set(row.id, { procedure: row.procedure, answers: await stepAnswers(db, row.id, row.procedure) })
  }
  return out
}

/**
 * The names of the filtered machines, assets and operators, resolved within what the reader may
 * see (their machines, the plant's assets and people); an id outside it prints as #id.
 */
async function filterNames(
  db: DbOrTx,
  reader: EventReader,
  query: MaintenanceAuditQuery,
  plantId: number | null,
): Promise<Pick<AuditFilters, 'machines' | 'assets' | 'operators'>> {
  const mine = idArray(reader.machineIds)
  const lookup = async (ids: number[] | undefined, select: (list: string) => ReturnType<typeof sql>) => {
    if (!ids) return null
    const rows = await db.execute<{ id: number; name: string }>(select(idArray(ids)))
    const byId = new Map(rows.rows.map((r) => [r.id, r.name]))
    return ids.map((id) => byId.get(id) ?? `#${id}`)
  }
  const [machines, assets, operators] = await Promise.all([
    lookup(
      query.machines,
      (list) =>
        sql`select id, name from machines where id = any(${list}::int[]) and id = any(${mine}::int[])`,
    ),
    lookup(
      query.assets,
      (list) => sql`
        select id, name from maintenance_assets
        where id = any(${list}::int[]) and plant_id = ${plantId ?? -1}
          and (machine_id is null or machine_id = any(${mine}::int[]))`,
    ),
    lookup(
      query.operators,
      (list) => sql`
        select id, display_name as name from users
        where id = any(${list}::int[]) and plant_id = ${plantId ?? -1}
          ${reader.seesAll ? sql`` : sql`and id = ${reader.userId}`}`,
    ),
  ])
  return { machines, assets, operators }
}
