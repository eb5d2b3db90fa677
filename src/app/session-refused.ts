/**
 * The app's reaction to a refused token (a 401 on a request that carried one, src/lib/api/client.ts):
 * forget the session and this user's cached data, and sign in again where we were. The refusal's
 * code goes with the forgotten session (session-store.ts), so the sign-in page says why: the
 * password was changed on another device (PASSWORD_CHANGED), or the session ended.
 */
import type { QueryClient } from '@tanstack/react-query'
import { isLoginPath, loginRedirectTo } from '@/lib/navigation/redirects'
import { clearSession } from '@/offline/session-store'

export interface RefusalHost {
  queryClient: QueryClient
  /** The current location (href) of the router. */
  here: () => string
  /** Replaces the current entry with /login, keeping where to come back to. */
  toLogin: (redirectTo: string | undefined) => Promise<unknown>
}

export function createSessionRefusalHandler(host: RefusalHost): (code: string | null) => void {
  let handling = false
  return (code) => {
    if (handling) return
    handling = true
    const here = host.here()
    void clearSession(code ?? 'UNAUTHORIZED').finally(() => {
      host.queryClient.clear()
      // A late 401 of a request started before the first one (restored queries refetching) finds
      // the user on /login already: navigating again would drop the redirectTo kept there.
      if (isLoginPath(host.here())) {
        handling = false
        return
      }
      void host.toLogin(loginRedirectTo(here)).finally(() => {
        handling = false
      })
    })
  }
}
