import { queryOptions, useQuery } from '@tanstack/react-query'
import { namedEntityListSchema } from '@/contract/plant'
import { api } from '@/lib/api/client'
import { SELECTOR_STALE_MS, selectorKeys } from './selector-keys'

/** GET /operators_plant: operators who worked on the user's machines, by name. */
export const getOperators = async () => namedEntityListSchema.parse(await api.get('operators_plant').json())

export const operatorsQuery = () =>
  queryOptions({ queryKey: selectorKeys.operators(), queryFn: getOperators, staleTime: SELECTOR_STALE_MS })

export const useOperators = () => useQuery(operatorsQuery())
