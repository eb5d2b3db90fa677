import { queryOptions, useQuery } from '@tanstack/react-query'
import { namedEntityListSchema } from '@/contract/plant'
import { api } from '@/lib/api/client'
import { SELECTOR_STALE_MS, selectorKeys } from './selector-keys'

/** GET /customers_plant: customers with orders on the user's machines, by name. */
export const getCustomers = async () => namedEntityListSchema.parse(await api.get('customers_plant').json())

export const customersQuery = () =>
  queryOptions({ queryKey: selectorKeys.customers(), queryFn: getCustomers, staleTime: SELECTOR_STALE_MS })

export const useCustomers = () => useQuery(customersQuery())
