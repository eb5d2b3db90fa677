import { useMemo } from 'react'
import { permissions } from '@/lib/roles/permissions'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { type WriteBlock, writeBlock } from '../model/write-block'

/** Whether the signed-in user may write on the board now (display only: the server checks again). */
export function useWriteBlock(): WriteBlock {
  const { user } = useSession()
  const { online } = useOnlineState()
  const readOnly = useMemo(() => permissions(user.roles).readOnly, [user.roles])
  return writeBlock({ readOnly, online })
}
