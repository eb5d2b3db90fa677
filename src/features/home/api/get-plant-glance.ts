import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isPlantControlMachineList } from '@/lib/production/answers'
import { PLANT_STATUS_POLL_MS } from '@/lib/production/api/plant-status-keys'
import { pollingOptions } from '@/offline/polling'
import { homeKeys } from './home-keys'

/**
 * GET /plant-control/machines for the home tile's live counts; polled like plant control, and
 * checked by the same zod-free guard of its schema (the home's first load carries no zod).
 */
export const getPlantGlance = async () =>
  expectShape(await api.get('plant-control/machines').json(), isPlantControlMachineList, 'the plant status')

export const usePlantGlance = (enabled: boolean) =>
  useQuery({
    queryKey: homeKeys.plantGlance(),
    queryFn: getPlantGlance,
    enabled,
    ...pollingOptions(PLANT_STATUS_POLL_MS),
  })
