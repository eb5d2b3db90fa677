/**
 * The server's run of the order form's rules (genius-board-rules.ts), every problem at once in one
 * 400: forbidden characters in the reference and job name, the width within the machine's material
 * widths, a known material, the decks of flexo and offset machines (decks.N.field, N the index in
 * the body's array, the rule's DeckProblemCode; `decks` no-coloured-deck when no deck has a colour,
 * so an order the press cannot run never reaches it), a shared job of the company for laminating and
 * coating machines, and neither on the other machines.
 */
import { sql } from 'drizzle-orm'
import type { FieldError } from '../../../src/contract/errors'
import {
  type DeckProblem,
  type DeckValues,
  deckProblems,
  forbiddenCharactersIn,
  hasColouredDeck,
} from '../../../src/contract/genius-board-rules'
import type { DbOrTx } from '../../db/client'
import { HttpError } from '../../http/errors'
import type { BoardMachineRow } from './board-machines'
import { toolCodes } from './tools'

/** What is checked: the body of a create or an edit, or a stored order again at send. */
export interface OrderValues {
  reference: string
  jobName: string
  materialId: number
  width: number
  sharedJobId: number | null
  decks: DeckValues[]
}

function forbidden(field: 'reference' | 'jobName', value: string): FieldError[] {
  const found = forbiddenCharactersIn(value)
  if (found.length === 0) return []
  const message = `Remove these characters: ${found.join(' ')}`
  return [{ field, code: 'forbidden-characters', message }]
}

function widthProblem(machine: BoardMachineRow, width: number): FieldError[] {
  const { minWidth: min, maxWidth: max } = machine
  if ((min === null || width >= min) && (max === null || width <= max)) return []
  const message = `The width must be between ${min ?? 0} and ${max ?? '∞'} mm on ${machine.name}`
  return [{ field: 'width', code: 'out-of-range', message }]
}

const deckMessages: Record<DeckProblem['code'], string> = {
  TEMPERATURE_VISCOSITY_NOT_ALLOWED: 'Temperature and viscosity are not allowed at a deck with no colour',
  TOOL_REPEATED: 'This tool is already used at another deck',
  TOOL_UNKNOWN: 'The machine has no tool with this code',
  MODE_TAPE_REQUIRED: 'Mode and tape are required at a deck with a colour',
  OUT_OF_RANGE: 'Out of range',
  INK_UNKNOWN: 'Not a colour of the ink list',
  POSITION_INVALID: 'Not a deck position of the machine, or a position given twice',
}

/**
 * The rules name decks by position; the form's fields are by index. A deck's position is valid
 * as the rules judge it (an integer in 1..deckCount not taken by an earlier deck); the decks
 * refused for their position come in order, one POSITION_INVALID each, and only those.
 */
function deckFieldErrors(
  decks: readonly DeckValues[],
  deckCount: number,
  problems: readonly DeckProblem[],
): FieldError[] {
  const byPosition = new Map<number, number>()
  const badPositions: number[] = []
  for (const [i, { position }] of decks.entries()) {
    const valid = Number.isInteger(position) && position >= 1 && position <= deckCount
    if (valid && !byPosition.has(position)) byPosition.set(position, i)
    else badPositions.push(i)
  }
  let nextBad = 0
  return problems.map((p) => {
    const index = p.code === 'POSITION_INVALID' ? badPositions[nextBad++] : byPosition.get(p.position)
    return { field: `decks.${index}.${p.field}`, code: p.code, message: deckMessages[p.code] }
  })
}

async function setupProblems(
  db: DbOrTx,
  machine: BoardMachineRow,
  companyId: number,
  order: OrderValues,
): Promise<FieldError[]> {
  const errors: FieldError[] = []
  if (machine.setup === 'decks') {
    const [tools, inks] = await Promise.all([
      toolCodes(db, machine.id),
      db.execute<{ id: number }>(sql`select id from inks`),
    ])
    const inkIds = inks.rows.map((r) => Number(r.id))
    const problems = deckProblems(order.decks, { deckCount: machine.deckCount, tools, inkIds })
    if (!hasColouredDeck(order.decks))
      errors.push({
        field: 'decks',
        code: 'no-coloured-deck',
        message: `${machine.name} runs no order without a deck with a colour`,
      })
    errors.push(...deckFieldErrors(order.decks, machine.deckCount, problems))
  } else if (order.decks.length > 0) {
    errors.push({ field: 'decks', code: 'not-allowed', message: `${machine.name} has no printing decks` })
  }
  if (machine.setup !== 'recipe') {
    if (order.sharedJobId !== null)
      errors.push({ field: 'sharedJobId', code: 'not-allowed', message: `${machine.name} takes no recipe` })
  } else if (order.sharedJobId === null) {
    errors.push({ field: 'sharedJobId', code: 'required', message: 'Choose the shared job (recipe)' })
  } else {
    const { rows } = await db.execute(sql`
      select 1 from shared_jobs j join shared_customers c on c.id = j.shared_customer_id
      where j.id = ${order.sharedJobId}::int and c.company_id = ${companyId}::int`)
    if (rows.length === 0)
      errors.push({ field: 'sharedJobId', code: 'unknown', message: 'Not a shared job of the company' })
  }
  return errors
}

/** 400 VALIDATION_ERROR naming every field that breaks a rule; nothing when all hold. */
export async function assertValidOrder(
  db: DbOrTx,
  machine: BoardMachineRow,
  companyId: number,
  order: OrderValues,
): Promise<void> {
  const material = await db.execute(sql`select 1 from materials where id = ${order.materialId}::int`)
  const errors: FieldError[] = [
    ...forbidden('reference', order.reference),
    ...forbidden('jobName', order.jobName),
    ...(material.rows.length === 0
      ? [{ field: 'materialId', code: 'unknown', message: 'Not a material of the plant' }]
      : []),
    ...widthProblem(machine, order.width),
    ...(await setupProblems(db, machine, companyId, order)),
  ]
  if (errors.length > 0) throw new HttpError(400, 'VALIDATION_ERROR', errors[0].message, errors)
}
