import { Navigate, Outlet } from '@tanstack/react-router'
import { TermsScreen } from '@/features/session/components/terms-screen'
import { useSessionState } from '@/offline/session-store'
import { AppLayout } from './app-layout'

/** Signed-in area: the terms screen alone until the terms are accepted, then the shell. */
export function ProtectedLayout() {
  const state = useSessionState()
  // The session can end while a page is open (401, logout in another tab).
  if (state.status !== 'signed-in') return <Navigate to="/login" replace />
  if (!state.session.user.hasAcceptedTos) return <TermsScreen />
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}
