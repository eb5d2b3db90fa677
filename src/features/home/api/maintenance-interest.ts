import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/client'

/** POST /maintenance-assistance-interested: a user without the assistant clicked its tile. */
export function useMaintenanceInterest() {
  return useMutation({
    // Nothing is read from the answer: only whether it succeeded.
    mutationFn: async () => {
      await api.post('maintenance-assistance-interested')
    },
  })
}
