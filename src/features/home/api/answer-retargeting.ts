import { useMutation, useQueryClient } from '@tanstack/react-query'
import { retargetingSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { homeKeys } from './home-keys'

export interface RetargetingAnswer {
  id: number
  isInterested: boolean
  isReminderEnabled: boolean
}

/** PUT /user-retargetings/{id}: interested or not, and whether to be reminded. */
export function useAnswerRetargeting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...body }: RetargetingAnswer) =>
      retargetingSchema.parse(await api.put(`user-retargetings/${id}`, { json: body }).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.retargetings() }),
  })
}
