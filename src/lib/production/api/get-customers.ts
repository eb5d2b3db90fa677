import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isNamedEntityList } from '../answers'
import { SELECTOR_STALE_MS, selectorKeys } from './selector-keys'

/** GET /customers_plant: customers with orders on the user's machines, by name. */
export const getCustomers = async () =>
  expectShape(await api.get('customers_plant').json(), isNamedEntityList, 'the customers')

export const customersQuery = () =>
  queryOptions({ queryKey: selectorKeys.customers(), queryFn: getCustomers, staleTime: SELECTOR_STALE_MS })

export const useCustomers = () => useQuery(customersQuery())
