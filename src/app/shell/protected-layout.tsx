import { Navigate, Outlet, useRouterState } from '@tanstack/react-router'
import { TermsScreen } from '@/features/session/components/terms-screen'
import { isLoginPath, loginRedirectTo } from '@/lib/navigation/redirects'
import { useSessionState } from '@/offline/session-store'
import { AppLayout } from './app-layout'
import { useNavigationLog } from './use-navigation-log'

/** Signed-in area: the terms screen alone until the terms are accepted, then the shell. */
export function ProtectedLayout() {
  const state = useSessionState()
  const here = useRouterState({ select: (s) => s.location.href })
  useNavigationLog(state.status === 'signed-in')
  // The session can end while a page is open (401, logout in another tab): sign in again and come
  // back here. When the 401 handler (boot.tsx) is already taking the user to /login, this layout
  // may render once more on the way: navigating again would drop the redirectTo it set.
  if (state.status !== 'signed-in') {
    if (isLoginPath(here)) return null
    const redirectTo = loginRedirectTo(here)
    return <Navigate to="/login" search={redirectTo ? { redirectTo } : {}} replace />
  }
  if (!state.session.user.hasAcceptedTos) return <TermsScreen />
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}
