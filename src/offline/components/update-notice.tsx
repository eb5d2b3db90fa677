import { lazy, Suspense, useState } from 'react'
import { useUpdateState } from '../update'

// The card loads only when a new version is waiting: nothing of it in every page's first load.
const UpdateCard = lazy(() => import('./update-card').then((m) => ({ default: m.UpdateCard })))

/**
 * "A new version is available" with a reload button, shown while a new version waits (prompt
 * mode, src/offline/update.ts). "Later" hides it until the next start.
 */
export function UpdateNotice() {
  const { waiting } = useUpdateState()
  const [dismissed, setDismissed] = useState(false)
  if (!waiting || dismissed) return null
  return (
    <Suspense fallback={null}>
      <UpdateCard onLater={() => setDismissed(true)} />
    </Suspense>
  )
}
