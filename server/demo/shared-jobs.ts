/**
 * The demo company's shared customers, their jobs and recipes (spec 002 §3.1; issue 16): converter
 * customers with two or three jobs each, whose recipes change a few fields from the defaults (in the
 * machine's format: a decimal comma). Written with the plant's catalogue (seed-base.ts), once, on an
 * empty database; tests/server/shared-jobs.test.ts checks every value against the recipe's rules.
 */
import type { Tx } from '../db/client'
import * as t from '../db/schema'

interface DemoJob {
  reference: string
  recipe: Record<string, string>
}

interface DemoCustomer {
  name: string
  country: string
  address: string
  email: string
  phone: string
  jobs: DemoJob[]
}

export const demoSharedCustomers: readonly DemoCustomer[] = [
  {
    name: 'Alimentos del Sur',
    country: 'Spain',
    address: 'Polígono Industrial La Isla, Calle Torre de los Herberos 12, 41703 Dos Hermanas, Sevilla',
    email: 'compras@alimentosdelsur.example',
    phone: '34954123456',
    jobs: [
      {
        reference: 'CHIPS 250G',
        recipe: {
          Unw1_Material: '5',
          Unw1_Thickness: '0,8',
          Unw2_Material: '2',
          Unw2_Thickness: '0,35',
          Coating_Tension: '22,5',
          TC_R6_Temperature: '131',
        },
      },
      {
        reference: 'NACHOS 150G',
        recipe: { Unw1_Material: '5', Unw1_Thickness: '0,8', Coating_Width: '31,5', Rew_Tension: '18,5' },
      },
      {
        reference: 'COFFEE 1KG',
        recipe: {
          Unw1_Material: '6',
          Unw1_Thickness: '0,48',
          Unw2_Material: '2',
          Unw2_Thickness: '0,35',
          Accessories_Unw1_Tretater: '1',
          Treater1_Mode: '2',
          Treater1_Power: '3500',
        },
      },
    ],
  },
  {
    name: 'Nordic Snacks',
    country: 'Sweden',
    address: 'Industrivägen 8, 432 32 Varberg',
    email: 'orders@nordicsnacks.example',
    phone: '46340612300',
    jobs: [
      {
        reference: 'CRISPBREAD 500G',
        recipe: {
          Unw1_Material: '1',
          Unw1_Thickness: '3,2',
          General_PreselectedSpeed: '820',
          Gscan_Target: '2,7',
        },
      },
      {
        reference: 'POPCORN 90G',
        recipe: { Unw1_Material: '3', Unw1_Thickness: '1,2', Rew_Tension_Taper: '30', Gscan_Positions: '7' },
      },
    ],
  },
  {
    name: 'Farma Pack 2',
    country: 'Portugal',
    address: 'Rua da Indústria 45, 4470-177 Maia',
    email: 'qualidade@farmapack.example',
    phone: '351229876543',
    jobs: [
      {
        reference: 'BLISTER LID 20',
        recipe: {
          General_MachineConfig: '0',
          Unw1_Material: '2',
          Unw1_Thickness: '0,8',
          Unw2_Material: '9',
          Unw2_Thickness: '9,8',
          Laminator_R6_Pressure: '42,5',
          Accessories_Antistatic: '1',
        },
      },
      {
        reference: 'SACHET 5ML',
        recipe: {
          Unw1_Material: '6',
          Unw1_Thickness: '0,48',
          Coating_R2_Speed: '42',
          Gscan_CalibrationName: 'sachet.xml',
        },
      },
    ],
  },
]

export async function seedSharedJobs(tx: Tx, companyId: number) {
  const customers = await tx
    .insert(t.sharedCustomers)
    .values(demoSharedCustomers.map(({ jobs: _jobs, ...c }) => ({ companyId, ...c })))
    .returning({ id: t.sharedCustomers.id })
  const jobs = await tx
    .insert(t.sharedJobs)
    .values(
      demoSharedCustomers.flatMap((c, i) =>
        c.jobs.map((j) => ({ sharedCustomerId: customers[i].id, reference: j.reference })),
      ),
    )
    .returning({ id: t.sharedJobs.id })
  const recipes = demoSharedCustomers.flatMap((c) => c.jobs.map((j) => j.recipe))
  await tx
    .insert(t.sharedJobTags)
    .values(
      recipes.flatMap((recipe, i) =>
        Object.entries(recipe).map(([alias, value]) => ({ jobId: jobs[i].id, alias, value })),
      ),
    )
}
