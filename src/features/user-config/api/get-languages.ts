import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { languageSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { userConfigKeys } from './user-config-keys'

/** GET /language: the interface languages with their names. */
export const languagesQuery = () =>
  queryOptions({
    queryKey: userConfigKeys.languages(),
    queryFn: async () => z.array(languageSchema).parse(await api.get('language').json()),
    staleTime: 24 * 3600_000,
  })

export const useLanguages = () => useQuery(languagesQuery())
