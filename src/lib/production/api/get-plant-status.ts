import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isPlantControlMachineList } from '../answers'
import { plantStatusKeys } from './plant-status-keys'

/**
 * GET /plant-control/machines: one monitoring record per assigned machine (spec 000 §3.2). Shared
 * by plant control and the home tile's live counts. Persisted like every query, so an offline
 * start shows the last status with its age instead of a blank page. Callers add the polling
 * (src/offline/polling.ts: every PLANT_STATUS_POLL_MS, only visible and online).
 */
export const getPlantStatus = async () =>
  expectShape(await api.get('plant-control/machines').json(), isPlantControlMachineList, 'the plant status')

export const plantStatusQuery = () =>
  queryOptions({
    queryKey: plantStatusKeys.machines(),
    queryFn: getPlantStatus,
    // Never "fresh" for long: a focus or reconnect refetches at once.
    staleTime: 10_000,
  })
