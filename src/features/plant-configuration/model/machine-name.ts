import { machineNameSchema } from '@/contract/plant-configuration'

/** What is wrong with a typed machine name (the contract's rule: trimmed, 1 to 60 characters). */
export type MachineNameProblem = 'REQUIRED' | 'TOO_LONG' | null

export function machineNameProblem(name: string): MachineNameProblem {
  if (machineNameSchema.safeParse(name).success) return null
  return name.trim() === '' ? 'REQUIRED' : 'TOO_LONG'
}
