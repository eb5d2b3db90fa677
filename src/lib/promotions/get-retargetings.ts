import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { promotionKeys } from './promotion-keys'
import { isRetargetingList } from './retargeting-answer'

/** GET /user-retargetings: visible campaigns with this user's answers. */
export const getRetargetings = async () =>
  expectShape(await api.get('user-retargetings').json(), isRetargetingList, 'the campaigns')

export const retargetingsQuery = () =>
  queryOptions({ queryKey: promotionKeys.retargetings(), queryFn: getRetargetings, staleTime: 5 * 60_000 })

export const useRetargetings = () => useQuery(retargetingsQuery())
