import { useQuery } from '@tanstack/react-query'
import { plantStatusQuery } from '@/lib/production/api/get-plant-status'
import { PLANT_STATUS_POLL_MS } from '@/lib/production/api/plant-status-keys'
import { pollingOptions } from '@/offline/polling'

/** The plant machine list, polled every 60 s while the page is visible and the app online. */
export const usePlantControl = () =>
  useQuery({ ...plantStatusQuery(), ...pollingOptions(PLANT_STATUS_POLL_MS) })
