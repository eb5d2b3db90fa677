import { queryOptions, useQuery } from '@tanstack/react-query'
import { maintenanceAssetSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenanceAsset/{id}. */
export const getAsset = async (id: number) =>
  maintenanceAssetSchema.parse(await api.get(`maintenanceAsset/${id}`).json())

export const assetQuery = (id: number) =>
  queryOptions({ queryKey: maintenanceKeys.asset(id), queryFn: () => getAsset(id) })

export const useAsset = (id: number) => useQuery(assetQuery(id))
