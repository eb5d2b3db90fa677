/**
 * The demo plant's genius board (issue 16): the tools of every flexo and offset machine (anilox
 * rolls for flexo, sleeve carriers for CI flexo, plate cylinders for stack flexo and offset, mounting
 * tapes for both) and a few orders prepared by the manager. None is sent: the live simulator would
 * start a sent order at once, and the screens' counts would move under the end-to-end tests.
 * Written with the plant's catalogue (seed-base.ts), once, on an empty database.
 */
import { asc, eq } from 'drizzle-orm'
import { type DeckValues, emptyDeck } from '../../src/contract/genius-board-rules'
import type { Tx } from '../db/client'
import * as t from '../db/schema'
import { demoMachines, demoModels } from './catalog'

type ToolRow = typeof t.plantTools.$inferInsert
type OrderRow = typeof t.preparedOrders.$inferInsert

const aniloxes = [
  [300, 7.5],
  [360, 6.5],
  [400, 4.5],
  [440, 4.2],
  [500, 3.8],
  [550, 3.5],
  [600, 3.2],
  [700, 2.8],
  [800, 2.5],
  [900, 2.2],
  [1000, 2],
  [1200, 1.6],
] as const

export const demoTapes = [
  ['3M 1015', 'Soft foam mounting tape (solids)'],
  ['3M 1020', 'Medium foam mounting tape (combined)'],
  ['Tesa 52015', 'Medium-hard foam mounting tape (lines and text)'],
  ['Lohmann 4.8', 'Hard foam mounting tape (fine screens)'],
] as const

function toolsOf(machineId: number, line: string, maxNumDeck: number): ToolRow[] {
  const tools: ToolRow[] = []
  const add = (kind: ToolRow['kind'], code: string, description: string) =>
    tools.push({ machineId, kind, code, description })
  if (line === 'FLEXO') {
    for (const [i, [lpi, volume]] of aniloxes.entries())
      add('anilox', `AX-${i + 1}`, `${lpi} lpi · ${volume} cm³/m²`)
  }
  // CI presses carry sleeves; stack presses and offset mount plates on cylinders.
  const ci = line === 'FLEXO' && maxNumDeck === 8
  for (let n = 1; n <= 10; n++) {
    if (ci) add('carrier', `CR-${n}`, `Sleeve carrier, repeat ${400 + n * 40} mm`)
    else add('plate_cylinder', `PC-${n}`, `Plate cylinder, repeat ${300 + n * 30} mm`)
  }
  for (const [code, description] of demoTapes) add('tape', code, description)
  return tools
}

const deck = (position: number, patch: Partial<DeckValues>): DeckValues => ({
  ...emptyDeck(position),
  ...patch,
})

export async function seedGeniusBoard(
  tx: Tx,
  seed: { plantId: number; companyId: number; machines: { id: number; name: string }[]; managerId: number },
) {
  const machine = (name: string) => seed.machines.find((m) => m.name === name)!
  const tools = seed.machines.flatMap((m) => {
    const demo = demoMachines.find((d) => d.name === m.name)
    const line = demoModels.find((x) => x.name === demo?.model)?.line
    return demo && (line === 'FLEXO' || line === 'OFFSET') ? toolsOf(m.id, line, demo.maxNumDeck) : []
  })
  await tx.insert(t.plantTools).values(tools)

  const inks = (await tx.select({ id: t.inks.id }).from(t.inks).orderBy(asc(t.inks.id))).map((i) => i.id)
  const [recipe] = await tx
    .select({ id: t.sharedJobs.id })
    .from(t.sharedJobs)
    .innerJoin(t.sharedCustomers, eq(t.sharedCustomers.id, t.sharedJobs.sharedCustomerId))
    .where(eq(t.sharedCustomers.companyId, seed.companyId))
    .orderBy(asc(t.sharedJobs.id))
    .limit(1)
  const common = { plantId: seed.plantId, createdBy: seed.managerId, state: 'prepared' as const }
  const orders: OrderRow[] = [
    {
      ...common,
      machineId: machine('Flexo CI 1').id,
      reference: 'GB-26001',
      jobName: 'Yogur natural 4x125 g lid',
      customer: 'Lácteos Valle Verde',
      materialId: 3,
      width: 1100,
      targetMeter: 12_000,
      decks: [0, 1, 2, 3].map((i) =>
        deck(i + 1, {
          inkId: inks[i],
          anilox: `AX-${i + 3}`,
          plateHolder: `CR-${i + 1}`,
          tape: i === 3 ? '3M 1015' : '3M 1020',
          mode: 'print',
          viscosity: 22 + i,
          temperature: 24,
        }),
      ),
    },
    {
      ...common,
      machineId: machine('Offset VO-6 A').id,
      reference: 'GB-26002',
      jobName: 'Etiqueta zumo naranja 1 L',
      customer: 'Zumos Naranjal',
      materialId: 4,
      width: 500,
      targetMeter: 8_000,
      decks: [
        ...[0, 1, 2].map((i) =>
          deck(i + 1, { inkId: inks[i], plateHolder: `PC-${i + 1}`, tape: 'Tesa 52015', mode: 'print' }),
        ),
        deck(4, { inkId: inks[4], plateHolder: 'PC-4', tape: 'Lohmann 4.8', mode: 'varnish' }),
      ],
    },
    recipe
      ? {
          ...common,
          machineId: machine('Laminator SL 1').id,
          reference: 'GB-26003',
          jobName: 'Chips 250 g duplex',
          customer: 'Snacks Crujientes Iberia',
          materialId: 6,
          width: 1200,
          targetMeter: 20_000,
          sharedJobId: recipe.id,
        }
      : {
          ...common,
          machineId: machine('Slitter DS 1').id,
          reference: 'GB-26003',
          jobName: 'Bobinas 320 mm',
          customer: 'Snacks Crujientes Iberia',
          materialId: 6,
          width: 1280,
          targetMeter: 20_000,
        },
    {
      ...common,
      machineId: machine('Flexo Stack 6C').id,
      reference: 'GB-25998',
      jobName: 'Bolsa pan de molde',
      customer: 'Panificadora San Isidro',
      materialId: 1,
      width: 900,
      targetMeter: 15_000,
      decks: [deck(1, { inkId: inks[1], plateHolder: 'PC-1', tape: '3M 1020', mode: 'print' })],
      state: 'cancelled',
      version: 1,
    },
  ]
  await tx.insert(t.preparedOrders).values(orders)
}
