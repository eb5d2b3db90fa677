import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { promotionKeys } from './promotion-keys'
import { isRetargeting } from './retargeting-answer'

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
      expectShape(
        await api.put(`user-retargetings/${id}`, { json: body }).json(),
        isRetargeting,
        'the campaign',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.retargetings() }),
  })
}
