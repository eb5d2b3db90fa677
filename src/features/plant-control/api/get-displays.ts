import { queryOptions, useQuery } from '@tanstack/react-query'
import { displayListSchema } from '@/contract/display'
import { api } from '@/lib/api/client'
import { displayKeys } from './display-keys'

/** GET /displays: the plant's display links, newest first, revoked ones included. */
export const getDisplays = async () => displayListSchema.parse(await api.get('displays').json())

export const displaysQuery = () => queryOptions({ queryKey: displayKeys.list(), queryFn: getDisplays })

export const useDisplays = () => useQuery(displaysQuery())
