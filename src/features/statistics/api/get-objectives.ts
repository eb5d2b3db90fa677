import { useQuery } from '@tanstack/react-query'
import { type MachineObjectives, machineObjectivesSchema } from '@/contract/statistics'
import { api } from '@/lib/api/client'
import { statisticsKeys } from './statistics-keys'

/** GET /statistics/objectives: the chosen machines' KPI objectives (the OEE view's reference). */
export function useMachineObjectives(machineIds: readonly number[]) {
  return useQuery({
    queryKey: [...statisticsKeys.all, 'objectives', machineIds],
    queryFn: async (): Promise<MachineObjectives[]> =>
      machineObjectivesSchema
        .array()
        .parse(
          await api.get('statistics/objectives', { searchParams: { machines: machineIds.join(',') } }).json(),
        ),
    enabled: machineIds.length > 0,
    staleTime: 10 * 60_000,
  })
}
