import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { settledBeforeSignOut } from '@/lib/api/before-sign-out'
import { api } from '@/lib/api/client'
import { clearSession } from '@/offline/session-store'

/**
 * The page views already sent (lib/api/before-sign-out.ts), then GET /logout, then forget the
 * session and this user's cached data and go to /login. The server call is best effort: offline,
 * the device still signs out (the token expires on its own).
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    await settledBeforeSignOut()
    await api.get('logout', { timeout: 5_000 }).catch(() => undefined)
    await clearSession()
    queryClient.clear()
    await navigate({ to: '/login', replace: true })
  }, [queryClient, navigate])
}
