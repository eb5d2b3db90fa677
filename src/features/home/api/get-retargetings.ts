import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { retargetingSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { homeKeys } from './home-keys'

const retargetingListSchema = z.array(retargetingSchema)

/** GET /user-retargetings: visible campaigns with this user's answers. */
export const getRetargetings = async () =>
  retargetingListSchema.parse(await api.get('user-retargetings').json())

export const retargetingsQuery = () =>
  queryOptions({ queryKey: homeKeys.retargetings(), queryFn: getRetargetings, staleTime: 5 * 60_000 })

export const useRetargetings = () => useQuery(retargetingsQuery())
