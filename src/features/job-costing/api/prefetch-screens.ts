/**
 * The job-costing screen's first requests, started by its route loader beside the screen's code
 * (issue 30, src/app/prefetch-in-loader.ts). It asks exactly what the page asks first,
 * with the same keys, so the page finds the requests in flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { satisfies } from '@/lib/roles/check'
import { homeTileRule } from '@/lib/roles/home-tiles'
import { costingPlant } from '../model/costing-plant'
import type { CostingSearch } from '../model/costing-search'
import { chosenMachine, costedMachines } from '../model/machine-choice'
import { consumableTypesQuery, costMachinesQuery, plantConsumableTypesQuery } from './catalogs'
import { machineCostQuery } from './machine-costs'

/**
 * The catalogues the tabs are built from and, on the Machine tab (the first, shown when the URL
 * names no tab), the chosen machine's costs once the plant's machines are known.
 */
export async function prefetchJobCosting(queryClient: QueryClient, session: Session, search: CostingSearch) {
  if (!satisfies(session.user.roles, homeTileRule('jobCosting'))) return
  const plant = costingPlant(session)
  if (!plant) return
  void queryClient.prefetchQuery(consumableTypesQuery())
  void queryClient.prefetchQuery(plantConsumableTypesQuery(plant.plantId))
  if (search.tab !== undefined && search.tab !== 'machine') {
    void queryClient.prefetchQuery(costMachinesQuery(plant.plantId))
    return
  }
  const machines = costedMachines(await queryClient.fetchQuery(costMachinesQuery(plant.plantId)))
  const machine = chosenMachine(machines, search.machine)
  if (machine) await queryClient.prefetchQuery(machineCostQuery(machine.id))
}
