import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { type SupportMessageRequest, supportMessageSchema } from '@/contract/account'
import { api } from '@/lib/api/client'

export const supportKeys = {
  all: ['support'] as const,
  sent: () => [...supportKeys.all, 'sent'] as const,
}

/** GET /sat_mail: the messages this user sent to technical assistance, newest first. */
export const sentSupportMessagesQuery = () =>
  queryOptions({
    queryKey: supportKeys.sent(),
    queryFn: async () => z.array(supportMessageSchema).parse(await api.get('sat_mail').json()),
  })

export const useSentSupportMessages = () => useQuery(sentSupportMessagesQuery())

export interface SupportMessageInput extends SupportMessageRequest {
  photos: File[]
}

/** POST /sat_mail as multipart: subject, message and up to five photos. */
export function useSendSupportMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ subject, message, machineId, photos }: SupportMessageInput) => {
      const form = new FormData()
      form.set('subject', subject)
      form.set('message', message)
      if (machineId) form.set('machineId', String(machineId))
      for (const photo of photos) form.append('photos', photo, photo.name)
      return api.post('sat_mail', { body: form }).json()
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.sent() }),
  })
}
