import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Retargeting } from '@/contract/account'
import { api } from '@/lib/api/client'

export const homeKeys = {
  all: ['home'] as const,
  retargetings: () => [...homeKeys.all, 'retargetings'] as const,
}

/** The promotional campaigns code for the maintenance assistant (spec 001 §4). */
export const MAINTENANCE_CAMPAIGN = 'maintenance-2025-q1'

/** GET /user-retargetings: visible campaigns with this user's answers (typed by the contract, validated by the server). */
export const retargetingsQuery = () =>
  queryOptions({
    queryKey: homeKeys.retargetings(),
    queryFn: () => api.get('user-retargetings').json<Retargeting[]>(),
    staleTime: 5 * 60_000,
  })

export const useRetargetings = () => useQuery(retargetingsQuery())

export interface RetargetingAnswer {
  id: number
  isInterested: boolean
  isReminderEnabled: boolean
}

/** PUT /user-retargetings/{id}: interested or not, and whether to be reminded. */
export function useAnswerRetargeting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: RetargetingAnswer) =>
      api.put(`user-retargetings/${id}`, { json: body }).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.retargetings() }),
  })
}

/** POST /maintenance-assistance-interested: a user without the assistant clicked its tile. */
export function useMaintenanceInterest() {
  return useMutation({
    mutationFn: () => api.post('maintenance-assistance-interested').json(),
  })
}
