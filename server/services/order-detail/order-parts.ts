/**
 * The parts of the order detail loaded apart from the record: the configuration (inkwells and
 * recorded variables), the printed codes of digital machines and the child orders of slitters.
 */
import { sql } from 'drizzle-orm'
import type {
  ChildOrder,
  OrderConfiguration,
  PrintedCodes,
  SynopticStructure,
  SynopticValues,
} from '../../../src/contract/order-detail'
import type { DbOrTx } from '../../db/client'
import { num, numOrNull, strOrNull } from '../../db/sql-values'
import type { FoundOrder } from './find-order'

type Row = Record<string, unknown>
type Value = string | number | boolean

const variablesOf = (configuration: Record<string, Value> | null) =>
  Object.entries(configuration ?? {})
    .filter(([, value]) => value !== null && typeof value !== 'object')
    .map(([name, value]) => ({ name, value }))

export async function orderConfiguration(db: DbOrTx, order: FoundOrder): Promise<OrderConfiguration> {
  const inkwells = await db.execute<Row>(sql`
    select w.position, w.kind, w.data, i.hex
    from order_inkwells w left join inks i on i.id = w.ink_id
    where w.order_id = ${order.id}
    order by w.position`)
  return {
    id: order.id,
    reference: order.reference,
    targetMeter: order.targetMeter,
    inkwells: inkwells.rows.map((r) => ({
      position: num(r.position),
      kind: r.kind === 'offset' ? 'offset' : 'flexo',
      hex: strOrNull(r.hex),
      values: (r.data ?? {}) as Record<string, string | number | null>,
    })),
    variables: variablesOf(order.configuration),
  }
}

export async function orderPrintedCodes(db: DbOrTx, order: FoundOrder): Promise<PrintedCodes> {
  const result = await db.execute<Row>(sql`
    select ink_consumed_liter, total_printed_code, num_grade_a, num_grade_b, num_grade_c, num_grade_d,
           num_grade_f, num_duplicated, num_no_readable_code
    from printed_codes where order_id = ${order.id}`)
  const r = result.rows[0]
  if (!r) return null
  return {
    inkConsumedLiter: num(r.ink_consumed_liter),
    totalPrintedCode: num(r.total_printed_code),
    numGradeA: num(r.num_grade_a),
    numGradeB: num(r.num_grade_b),
    numGradeC: num(r.num_grade_c),
    numGradeD: num(r.num_grade_d),
    numGradeF: num(r.num_grade_f),
    numDuplicated: num(r.num_duplicated),
    numNoReadableCode: num(r.num_no_readable_code),
  }
}

/** A slitting order's products: its child orders (one per lane) with their rolls. */
export async function childOrders(db: DbOrTx, order: FoundOrder): Promise<ChildOrder[]> {
  const [children, rolls] = await Promise.all([
    db.execute<Row>(sql`
      select id, reference, width, configuration from production_orders
      where parent_order_id = ${order.id} order by insert_timestamp, id`),
    db.execute<Row>(sql`
      select r.order_id, r.number, r.clean_meter, r.waste_meter from rolls r
      join production_orders c on c.id = r.order_id
      where c.parent_order_id = ${order.id}
      order by r.order_id, r.number`),
  ])
  return children.rows.map((c) => {
    const config = (c.configuration ?? {}) as Record<string, Value>
    const text = (key: string) => strOrNull(config[key])
    const number = (key: string) => numOrNull(config[key])
    const position = number('position')
    return {
      reference: String(c.reference),
      position: position === null ? null : Math.trunc(position),
      repeats: number('repeats'),
      width: numOrNull(c.width),
      structure: text('structure'),
      formats: text('formats'),
      length: number('length'),
      autoStopType: text('autoStopType'),
      maxDiameter: number('maxDiameter'),
      quality: text('quality'),
      rolls: rolls.rows
        .filter((r) => num(r.order_id) === num(c.id))
        .map((r) => ({
          number: num(r.number),
          position: position === null ? null : Math.trunc(position),
          cleanMeter: num(r.clean_meter),
          wasteMeter: num(r.waste_meter),
          motherRoll: `${order.reference}-${num(r.number)}`,
        })),
    }
  })
}

/** The order's consumption and cost per consumable type (ink groups summed), for the PDF report. */
export async function orderCostLines(db: DbOrTx, order: FoundOrder) {
  const result = await db.execute<Row>(sql`
    select t.name, t.unit, sum(c.consumption) as consumption, sum(c.cost) as cost
    from order_consumptions c join consumable_types t on t.id = c.consumable_type_id
    where c.order_id = ${order.id}
    group by t.id, t.name, t.unit
    order by t.id`)
  return result.rows.map((r) => ({
    name: String(r.name),
    unit: String(r.unit),
    consumption: num(r.consumption),
    cost: numOrNull(r.cost),
  }))
}

/** The configuration modules of the order's machine line, with the machine's trolley and function. */
export async function synopticStructure(db: DbOrTx, order: FoundOrder): Promise<SynopticStructure> {
  const [machine] = (
    await db.execute<Row>(sql`
      select m.trolley, m.machine_function, mm.line_id from machines m
      join machine_models mm on mm.id = m.model_id where m.id = ${order.machineId}`)
  ).rows
  const modules = await db.execute<Row>(sql`
    select code, name, sort_order, col_lg_size, images, variables from configuration_modules
    where line_id = ${num(machine.line_id)} order by sort_order`)
  return {
    trolley: numOrNull(machine.trolley),
    machineFunction: numOrNull(machine.machine_function),
    modules: modules.rows.map((r) => ({
      code: String(r.code),
      name: String(r.name),
      sortOrder: num(r.sort_order),
      colLgSize: num(r.col_lg_size),
      images: (r.images ?? []) as string[],
      variables: (r.variables ?? []) as SynopticStructure['modules'][number]['variables'],
    })),
  }
}

/** The order's recorded value of each module variable, by module code. */
export async function synopticValues(db: DbOrTx, order: FoundOrder): Promise<SynopticValues> {
  const rows = await db.execute<Row>(sql`
    select module_code, values from order_module_values where order_id = ${order.id} order by module_code`)
  return Object.fromEntries(
    rows.rows.map((r) => [String(r.module_code), (r.values ?? {}) as SynopticValues[string]]),
  )
}
