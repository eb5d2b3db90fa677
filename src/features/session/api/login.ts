import { useCallback, useState } from 'react'
import type { Session } from '@/contract/session'
import { toBase64 } from '@/lib/api/base64'
import { saveSession } from '@/offline/session-store'

export interface Credentials {
  user: string
  password: string
}

/**
 * POST /login: user and password base64-encoded, an empty token and a redirect flag (spec 002 §7.4).
 * The HTTP client and the session schema load on submit, not with the page: the login screen's
 * first load has a budget of 150 KB gzip of JavaScript.
 */
export async function login({ user, password }: Credentials): Promise<Session> {
  const [{ api }, { sessionSchema }] = await Promise.all([
    import('@/lib/api/client'),
    import('@/contract/session'),
  ])
  const body = await api
    .post('login', {
      json: { user: toBase64(user.trim()), password: toBase64(password), token: '', redirect: false },
      // The server's device cookie (HttpOnly, for /api/login alone, ADR 035) goes with the sign-in
      // and comes back renewed: the browser then counts as one the owner signed in from, on any network.
      credentials: 'same-origin',
    })
    .json()
  return sessionSchema.parse(body)
}

interface LoginState {
  isPending: boolean
  error: unknown
}

/** Sign in and store the session (a plain hook: TanStack's mutation code is not needed on this page). */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ isPending: false, error: null })
  const submit = useCallback(async (credentials: Credentials): Promise<boolean> => {
    setState({ isPending: true, error: null })
    try {
      await saveSession(await login(credentials))
      setState({ isPending: false, error: null })
      return true
    } catch (error) {
      setState({ isPending: false, error })
      return false
    }
  }, [])
  return { ...state, submit }
}
