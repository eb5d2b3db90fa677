import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { showToast } from '@/components/toast'
import { useSession } from '@/offline/session-store'
import { attachOrderPhotos } from '../../api/attach-order-photos'
import { PhotosInput } from '../photos-input'

/**
 * A corrective order's photos: chosen in the form (or handed over by a procedure step's
 * "Corrective work order"), added to the order's work order once it is saved. The save does not
 * wait for them: they go through the outbox, and a failure to find the work order says so.
 */
export function useOrderPhotos(initial: File[]) {
  const { t } = useLingui()
  const { user } = useSession()
  const [photos, setPhotos] = useState(initial)
  const notAdded = () =>
    showToast(
      t`The work order is saved, but its photos could not be added: add them on the work order.`,
      'red',
    )
  const attach = (taskId: number, machineId: number | undefined, name: string) => {
    if (photos.length === 0) return
    attachOrderPhotos({ userId: user.userId, taskId, machineId, photos, summary: `${name} · ${t`Photos`}` })
      .then((added) => (added ? undefined : notAdded()))
      .catch(notAdded)
  }
  return {
    field: <PhotosInput value={photos} onChange={setPhotos} />,
    dirty: photos !== initial,
    attach,
  }
}
