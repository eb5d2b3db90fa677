/**
 * GET /maintenance/{id}/readings.xlsx (issue 33 item 3): a task's readings over time, as .xlsx, for
 * the trend that predicts the next failure. One row per answered reading step of the task's work
 * orders that the user may read (their machines; their own work orders below the manager level,
 * as every maintenance read): the work order and its day, the machine, the step as the work
 * order's copy of the procedure words it (a later edit of the task leaves the copy), the value as a
 * number, its unit and range as they were, whether it was out of limits, who answered and when
 * (plant time). Sorted by step (in the task's current order; steps since removed from the task
 * after them, by id), then by time. Texts in the user's interface language, as the other Excel
 * exports (a data export, not one of the maintenance texts spec 002 §2.5 writes in the maintenance
 * language); written by the one workbook helper (server/documents/workbook.ts).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { wallClock } from '../../../documents/plant-time'
import { row, type Translated, textsIn } from '../../../documents/texts'
import { type ExportColumn, type PreparedWorkbook, writeWorkbook } from '../../../documents/workbook'
import type { AuthUser } from '../../../http/principals'
import { exportLabels } from '../../export/common-labels'
import { readerProfile } from '../../export/reader-profile'
import { type EventReader, filterConditions } from '../events/events'
import { readableTask } from '../tasks/task-reads'

export const readingsTexts = {
  sheet: row('Lectures', 'Readings', 'Lecturas', 'Relevés', 'Leituras', 'Показания'),
  workOrder: row(
    'Ordre de treball',
    'Work order',
    'Orden de trabajo',
    'Ordre de travail',
    'Ordem de trabalho',
    'Наряд',
  ),
  day: row('Dia', 'Day', 'Día', 'Jour', 'Dia', 'День'),
  machine: exportLabels.machine,
  step: row('Pas', 'Step', 'Paso', 'Étape', 'Passo', 'Шаг'),
  value: row('Valor', 'Value', 'Valor', 'Valeur', 'Valor', 'Значение'),
  unit: row('Unitat', 'Unit', 'Unidad', 'Unité', 'Unidade', 'Единица'),
  min: row('Mínim', 'Minimum', 'Mínimo', 'Minimum', 'Mínimo', 'Минимум'),
  max: row('Màxim', 'Maximum', 'Máximo', 'Maximum', 'Máximo', 'Максимум'),
  outOfLimits: row(
    'Fora de límits',
    'Out of limits',
    'Fuera de límites',
    'Hors limites',
    'Fora dos limites',
    'Вне допусков',
  ),
  yes: row('Sí', 'Yes', 'Sí', 'Oui', 'Sim', 'Да'),
  no: row('No', 'No', 'No', 'Non', 'Não', 'Нет'),
  answeredBy: row('Respost per', 'Answered by', 'Respondido por', 'Répondu par', 'Respondido por', 'Ответил'),
  answeredAt: row(
    'Respost el',
    'Answered at',
    'Respondido el',
    'Répondu le',
    'Respondido em',
    'Время ответа',
  ),
} satisfies Record<string, Translated>

/** One answered reading, with its step as the work order's copy has it. */
export interface ReadingRow {
  workOrderId: number
  /** The work order's plant-local day, yyyy-mm-dd. */
  day: string
  machine: string | null
  stepId: string
  title: string
  value: number
  unit: string
  min: number | null
  max: number | null
  outOfLimits: boolean
  answeredBy: string | null
  answeredAt: Date
}

/** The answered readings of the task's work orders the reader may read, by step then time. */
export async function taskReadings(db: DbOrTx, reader: EventReader, taskId: number): Promise<ReadingRow[]> {
  if (reader.machineIds.length === 0) return []
  const where: SQL[] = [
    ...filterConditions(reader, { tasks: [taskId] }),
    sql`a.value->>'kind' = 'reading'`,
    sql`copy.step->>'kind' = 'reading'`,
  ]
  const rows = await db.execute<{
    event_id: number
    day: string
    machine: string | null
    step_id: string
    title: string
    value: number | string
    unit: string | null
    min: number | string | null
    max: number | string | null
    out_of_limits: boolean
    answered_by: string | null
    answered_at: Date | string
  }>(sql`
    select e.id as event_id, e.date::text as day, m.name as machine, a.step_id,
      copy.step->>'title' as title, (a.value->>'value')::float8 as value, copy.step->>'unit' as unit,
      (copy.step->>'min')::float8 as min, (copy.step->>'max')::float8 as max,
      a.out_of_limits, u.display_name as answered_by, a.answered_at
    from maintenance_step_answers a
    join maintenance_events e on e.id = a.event_id
    join maintenance_tasks t on t.id = e.task_id
    cross join lateral (
      select c.step from jsonb_array_elements(coalesce(e.procedure->'steps', '[]'::jsonb)) as c(step)
      where c.step->>'id' = a.step_id limit 1) copy
    left join lateral (
      select o.pos from jsonb_array_elements(coalesce(t.procedure->'steps', '[]'::jsonb))
        with ordinality as o(step, pos)
      where o.step->>'id' = a.step_id limit 1) now_at on true
    left join machines m on m.id = e.machine_id
    left join users u on u.id = a.answered_by
    where ${sql.join(where, sql` and `)}
    order by now_at.pos nulls last, a.step_id, a.answered_at, e.id`)
  const number = (v: number | string | null) => (v === null ? null : Number(v))
  return rows.rows.map((r) => ({
    workOrderId: Number(r.event_id),
    day: r.day,
    machine: r.machine,
    stepId: r.step_id,
    title: r.title,
    value: Number(r.value),
    unit: r.unit ?? '',
    min: number(r.min),
    max: number(r.max),
    outOfLimits: r.out_of_limits,
    answeredBy: r.answered_by,
    answeredAt: new Date(r.answered_at),
  }))
}

export function readingsExportColumns(language: string, timeZone: string): ExportColumn<ReadingRow>[] {
  const h = textsIn(readingsTexts, language)
  // Readings keep their decimals as typed (the number type's format shows one), and a -1 is a reading.
  const reading = { type: 'number', numFmt: 'General', asGiven: true } as const
  return [
    { header: h('workOrder'), type: 'integer', numFmt: '0', width: 12, value: (r) => r.workOrderId },
    {
      header: h('day'),
      type: 'date',
      numFmt: 'dd/mm/yyyy',
      width: 12,
      // A plant-local day needs no zone: its midnight on the UTC axis, as plant-time.ts's date cells.
      value: (r) => new Date(`${r.day}T00:00:00Z`),
    },
    { header: h('machine'), type: 'text', asGiven: true, value: (r) => r.machine },
    { header: h('step'), type: 'text', width: 32, asGiven: true, value: (r) => r.title },
    { header: h('value'), ...reading, width: 12, value: (r) => r.value },
    { header: h('unit'), type: 'text', width: 10, asGiven: true, value: (r) => r.unit },
    { header: h('min'), ...reading, width: 10, value: (r) => r.min },
    { header: h('max'), ...reading, width: 10, value: (r) => r.max },
    {
      header: h('outOfLimits'),
      type: 'text',
      width: 14,
      value: (r) => (r.outOfLimits ? h('yes') : h('no')),
    },
    { header: h('answeredBy'), type: 'text', asGiven: true, value: (r) => r.answeredBy },
    { header: h('answeredAt'), type: 'date', value: (r) => wallClock(r.answeredAt, timeZone) },
  ]
}

/**
 * The task's readings workbook, if the user may read the task (readableTask: 404, 403 before a
 * byte is sent); no readings is a sheet with its header row only.
 */
export async function prepareReadingsExport(
  db: DbOrTx,
  user: AuthUser,
  reader: EventReader,
  taskId: number,
): Promise<PreparedWorkbook> {
  await readableTask(db, user, taskId)
  const [rows, profile] = await Promise.all([
    taskReadings(db, reader, taskId),
    readerProfile(db, user.id, user.plantId),
  ])
  return {
    rows: rows.length,
    write: (out) =>
      writeWorkbook(out, {
        sheetName: textsIn(readingsTexts, profile.language)('sheet'),
        columns: readingsExportColumns(profile.language, profile.timezone),
        batches: [rows],
      }),
  }
}
