import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { supportMessageSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { supportKeys } from './support-keys'

/** GET /sat_mail: the messages this user sent to technical assistance, newest first. */
export const sentSupportMessagesQuery = () =>
  queryOptions({
    queryKey: supportKeys.sent(),
    queryFn: async () => z.array(supportMessageSchema).parse(await api.get('sat_mail').json()),
  })

export const useSentSupportMessages = () => useQuery(sentSupportMessagesQuery())
