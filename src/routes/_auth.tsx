import { createFileRoute, redirect } from '@tanstack/react-router'
import { ProtectedLayout } from '@/app/shell/protected-layout'
import { loginRedirectTo } from '@/lib/navigation/redirects'
import { getSessionState } from '@/offline/session-store'

/** Every protected route: signed-in users only, and only the terms screen until they are accepted. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (getSessionState().status !== 'signed-in') {
      throw redirect({ to: '/login', search: { redirectTo: loginRedirectTo(location.href) } })
    }
  },
  component: ProtectedLayout,
})
