import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { maintenanceAssetSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenanceAsset/list: the assets of the user's machines and the plant's of no machine. */
export const getAssets = async () =>
  z.array(maintenanceAssetSchema).parse(await api.get('maintenanceAsset/list').json())

export const assetsQuery = () =>
  queryOptions({ queryKey: [...maintenanceKeys.assets(), 'list'], queryFn: getAssets })

export const useAssets = () => useQuery(assetsQuery())
