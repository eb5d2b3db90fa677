import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react'

// The question (a modal) loads only when there is something to ask: the shell's first load stays small.
const LogoutConfirm = lazy(() => import('./logout-confirm').then((m) => ({ default: m.LogoutConfirm })))

/** Queued commands of this user that a logout would leave on the device (loaded on demand). */
export async function countPendingForLogout(userId: number): Promise<number> {
  const { countPendingCommands } = await import('../outbox/outbox')
  return countPendingCommands(userId)
}

/**
 * Logout that asks first when the user still has unsent changes: they stay on this device and
 * are sent the next time this user signs in, but someone handing the tablet over should know.
 */
export function useGuardedLogout(
  userId: number,
  logout: () => unknown,
): { request: () => void; dialog: ReactNode } {
  const [pending, setPending] = useState(0)
  const [asked, setAsked] = useState(false)
  const request = useCallback(() => {
    void countPendingForLogout(userId)
      .catch(() => 0)
      .then((count) => {
        if (count === 0) return logout()
        setAsked(true)
        setPending(count)
      })
  }, [userId, logout])
  // Once loaded the modal stays mounted and opens and closes with `pending` (its transitions run).
  const dialog = asked ? (
    <Suspense fallback={null}>
      <LogoutConfirm
        pending={pending}
        onCancel={() => setPending(0)}
        onConfirm={() => {
          setPending(0)
          void logout()
        }}
      />
    </Suspense>
  ) : null
  return { request, dialog }
}
