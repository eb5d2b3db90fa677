import { useQuery } from '@tanstack/react-query'
import { stopCostsQuery } from '@/lib/job-costing/stop-costs'
import { PLANT_STATUS_POLL_MS } from '@/lib/production/api/plant-status-keys'
import { pollingOptions } from '@/offline/polling'

/** The machines' stop costs (ROLE_JOB_COSTING only), polled with the plant status. */
export const useStopCosts = (enabled: boolean) =>
  useQuery({ ...stopCostsQuery(), ...pollingOptions(PLANT_STATUS_POLL_MS), enabled })
