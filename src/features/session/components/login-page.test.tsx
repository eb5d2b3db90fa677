// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSessionRefusalHandler } from '@/app/session-refused'
import type { Session } from '@/contract/session'
import { api, configureApi } from '@/lib/api/client'
import { clearSession, getSessionState, getToken, saveSession } from '@/offline/session-store'
import { renderRoutes } from '@/offline/testing/render-routes'
import { LoginPage } from './login-page'

const session = {
  token: 'tok-other-device',
  user: { userId: 3, hasDarkMode: false, language: 'en_EN', hasAcceptedTos: true },
  userConfig: { language: 'en_EN' },
  company: { id: 1, name: 'Demo' },
} as unknown as Session

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The server's answer to every call: a 401 with this error code. */
function refuseWith(error: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error, message: 'refused' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  )
}

/** Signed in on /orders, with the app's 401 handler wired as boot.tsx wires it. */
async function signedInOnOrders() {
  await saveSession(session)
  const router = await renderRoutes({ '/login': LoginPage, '/orders': () => <p>Orders</p> }, ['/orders'])
  configureApi({
    getToken,
    onUnauthorized: createSessionRefusalHandler({
      queryClient: new QueryClient(),
      here: () => router.state.location.href,
      toLogin: (redirectTo) =>
        router.navigate({ to: '/login' as never, search: { redirectTo } as never, replace: true }),
    }),
  })
  await screen.findByText('Orders')
  return router
}

describe('the sign-in page after the server refused the session (issue 44 item 8)', () => {
  it('says the password was changed on another device when the 401 says PASSWORD_CHANGED', async () => {
    const router = await signedInOnOrders()
    refuseWith('PASSWORD_CHANGED')
    await api
      .get('plant')
      .json()
      .catch(() => undefined)
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toBe(
      'You were signed out because your password was changed on another device. Sign in with the new one.',
    )
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toMatchObject({ redirectTo: '/orders' })
    expect(getSessionState().status).toBe('anonymous')
    // A later clear that brings no code (the outbox's 401, a second tab) keeps the reason.
    await clearSession()
    expect(getSessionState()).toMatchObject({ status: 'anonymous', ended: 'PASSWORD_CHANGED' })
    expect(screen.getByRole('status').textContent).toContain('password was changed on another device')
  })

  it('says the session ended when the server gives no reason', async () => {
    await signedInOnOrders()
    refuseWith('UNAUTHORIZED')
    await api
      .get('plant')
      .json()
      .catch(() => undefined)
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toBe('Your session has expired. Please sign in again.')
  })

  it('says nothing after a sign-out of this device', async () => {
    await saveSession(session)
    await clearSession()
    expect(getSessionState()).toEqual({ status: 'anonymous', session: null })
    await renderRoutes({ '/login': LoginPage }, ['/login'])
    await screen.findByRole('button', { name: 'Sign in' })
    expect(screen.queryByRole('status')).toBeNull()
  })
})
