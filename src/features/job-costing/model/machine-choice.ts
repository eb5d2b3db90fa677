import type { CostMachine } from '@/contract/job-costing'

/** The plant's machines the machine and statistics tabs list: those with consumable types (spec 002 §2.2). */
export const costedMachines = (all: readonly CostMachine[]): CostMachine[] =>
  all.filter((m) => m.consumableTypes.length > 0)

/**
 * The machine those tabs show: the URL's when it is listed, else the first (the page and its route
 * loader choose the same, so the loader asks for the machine the page opens on).
 */
export const chosenMachine = (machines: readonly CostMachine[], id: number | undefined): CostMachine | null =>
  machines.find((m) => m.id === id) ?? machines[0] ?? null
