/**
 * The demo's job catalogue: a few jobs per customer, each with a route through the plant. Wide
 * jobs run on flexo or roto, then laminating and slitting; narrow ones on offset or digital, then
 * slitting. Deterministic for a seed, so the history and the simulator share the same jobs.
 */
import type { MachineLineName } from '../../../src/contract/session'
import { customerNames } from './names'
import { mulberry32 } from './prng'

export interface DemoJob {
  /** 1-based, also the row id the seed gives it. */
  id: number
  /** 0-based index into customerNames. */
  customer: number
  reference: string
  route: 'wide' | 'narrow'
  materialId: number
  width: number
  format: number
  numColor: number
  grammage: number
  thickness: number
}

const wideMaterials = [1, 2, 3, 5, 6, 7, 8, 9, 11]
const narrowMaterials = [3, 4, 6, 7, 9, 10]

function customerCode(name: string): string {
  const letters = name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter((w) => w.length > 2)
    .map((w) => w[0].toUpperCase())
    .join('')
  return `${letters}XXX`.slice(0, 3)
}

export function buildJobCatalog(seed: number): DemoJob[] {
  const rng = mulberry32(seed ^ 0x5eed_0b5)
  const jobs: DemoJob[] = []
  customerNames.forEach((name, customer) => {
    const code = customerCode(name)
    const count = rng.int(3, 6)
    for (let k = 0; k < count; k++) {
      const route = rng.chance(0.7) ? 'wide' : 'narrow'
      const wide = route === 'wide'
      jobs.push({
        id: jobs.length + 1,
        customer,
        reference: `${code}-${rng.int(1000, 9999)}${String.fromCharCode(65 + k)}`,
        route,
        materialId: rng.pick(wide ? wideMaterials : narrowMaterials),
        width: wide ? rng.int(13, 25) * 50 : rng.int(28, 52) * 10,
        format: wide ? rng.int(45, 80) * 10 : rng.int(39, 76) * 10,
        numColor: wide ? rng.int(4, 8) : rng.int(4, 6),
        grammage: wide ? rng.int(20, 80) : rng.int(40, 120),
        thickness: wide ? rng.int(12, 90) : rng.int(20, 60),
      })
    }
  })
  return jobs
}

export function jobFitsLine(job: DemoJob, line: MachineLineName): boolean {
  if (line === 'SLITTING') return true
  if (line === 'OFFSET' || line === 'DIGITAL') return job.route === 'narrow'
  return job.route === 'wide'
}

/** The order fields a machine records for a job (format and colours only where they mean something). */
export function orderShape(job: DemoJob, line: MachineLineName, maxNumDeck: number) {
  const printing = line === 'FLEXO' || line === 'ROTO' || line === 'OFFSET'
  return {
    materialId: job.materialId,
    width: job.width,
    format: printing ? job.format : null,
    numColor: printing || line === 'DIGITAL' ? Math.min(job.numColor, maxNumDeck) : null,
  }
}
