import { useMemo } from 'react'
import { useSession } from '@/offline/session-store'

/**
 * The time zone of a machine's plant, from the session's machines (the board's times are the
 * plant's, as on the other production screens); undefined lets the device's zone stand in.
 */
export function usePlantZone() {
  const { userConfig } = useSession()
  const zones = useMemo(
    () => new Map(userConfig.machines.map((m) => [m.id, m.plant.timeZone])),
    [userConfig.machines],
  )
  return (machineId: number) => zones.get(machineId)
}
