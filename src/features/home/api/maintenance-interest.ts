import { useMutation } from '@tanstack/react-query'
import { recordedSchema } from '@/contract/account'
import { api } from '@/lib/api/client'

/** POST /maintenance-assistance-interested: a user without the assistant clicked its tile. */
export function useMaintenanceInterest() {
  return useMutation({
    mutationFn: async () => recordedSchema.parse(await api.post('maintenance-assistance-interested').json()),
  })
}
