import { createFileRoute, redirect } from '@tanstack/react-router'
import { getSessionState } from '@/offline/session-store'

/** The root path is the login screen, or home for a signed-in user. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: getSessionState().status === 'signed-in' ? '/home' : '/login', replace: true })
  },
})
