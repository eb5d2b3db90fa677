import { useEffect, useRef } from 'react'
import { useSession } from '@/offline/session-store'
import {
  type ChoiceScreen,
  openingMachines,
  rememberedMachines,
  rememberMachines,
} from '../model/opening-choice'

/**
 * The machines a statistics screen opens on (issue 32, ADR 041): opened with nothing chosen
 * (`fresh`), it chooses the user's last machines on this device, or the plant's first, once the
 * machines are known; and it remembers every choice the user makes. `choose` puts the ids in the
 * address; it may change on every render.
 */
export function useOpeningMachines({
  screen,
  machines,
  machineIds,
  limit,
  fresh,
  choose,
}: {
  screen: ChoiceScreen
  machines: ReadonlyArray<{ id: number }> | undefined
  machineIds: readonly number[]
  limit: number
  fresh: boolean
  choose: (ids: number[]) => void
}) {
  const { userId } = useSession().user
  const latestChoose = useRef(choose)
  latestChoose.current = choose
  useEffect(() => {
    if (!fresh || !machines) return
    const ids = openingMachines(machines, rememberedMachines(screen, userId), limit)
    if (ids.length > 0) latestChoose.current(ids)
  }, [fresh, machines, screen, userId, limit])
  useEffect(() => rememberMachines(screen, userId, machineIds), [screen, userId, machineIds])
}
