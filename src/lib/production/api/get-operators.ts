import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isNamedEntityList } from '../answers'
import { SELECTOR_STALE_MS, selectorKeys } from './selector-keys'

/** GET /operators_plant: operators who worked on the user's machines, by name. */
export const getOperators = async () =>
  expectShape(await api.get('operators_plant').json(), isNamedEntityList, 'the operators')

export const operatorsQuery = () =>
  queryOptions({ queryKey: selectorKeys.operators(), queryFn: getOperators, staleTime: SELECTOR_STALE_MS })

export const useOperators = () => useQuery(operatorsQuery())
