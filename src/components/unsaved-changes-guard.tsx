import { useBlocker } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// The dialog (a modal and its focus trap) loads when a navigation is first held, not with every
// form's first screen (issue 30); the navigation stays held meanwhile.
const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'))

/**
 * A form with unconfirmed changes asks before the user leaves it (spec 001 §5): in the app it shows
 * a dialog (stay or discard), and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  })
  if (blocker.status !== 'blocked') return null
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />
    </Suspense>
  )
}
