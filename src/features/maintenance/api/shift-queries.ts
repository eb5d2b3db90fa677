import { useQuery } from '@tanstack/react-query'
import { useSession } from '@/offline/session-store'
import { maintenanceKeys } from './maintenance-keys'
import { checkShiftReadiness, planShift } from './prepare-shift'

/** Often enough that an evicted file shows within a glance; the check reads only the device. */
const READINESS_CHECK_MS = 20_000

/**
 * Whether the device is ready for the prepared shift, checked on the device (offline too): on
 * showing, on coming back to the window, every 20 s, and whenever the area's data changes.
 */
export function useShiftReadiness() {
  const { user } = useSession()
  return useQuery({
    queryKey: maintenanceKeys.shiftReadiness(),
    queryFn: () => checkShiftReadiness(user.userId),
    networkMode: 'always',
    refetchInterval: READINESS_CHECK_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    // The device's own state: re-read each time, never restored from the persisted cache.
    meta: { persist: false },
  })
}

/** What preparing `days` days would take (needs the network: it asks the server what is coming). */
export function useShiftPlan(days: number, enabled: boolean) {
  const { user } = useSession()
  return useQuery({
    queryKey: maintenanceKeys.shiftPlan(days),
    queryFn: () => planShift(user.userId, days),
    enabled,
    staleTime: 0,
    meta: { persist: false },
  })
}
