/**
 * Start-up: plain URLs for old links, the stored session and the language before the first
 * render (so the first route already knows who is signed in), then the app; the session is
 * refreshed against the server in the background.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { apiWiring, configureApi } from '@/lib/api/wiring'
import { legacyRedirect, loginRedirectTo } from '@/lib/navigation/redirects'
import { clearSession, getToken, loadSession } from '@/offline/session-store'
import { registerServiceWorker } from '@/offline/update'
import { wireOffline } from '@/offline/wire-app'
import { activateLocale, detectLanguage, readStoredLanguage } from './i18n'
import { App } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

export async function boot(container: HTMLElement) {
  const { pathname, search, hash } = window.location
  const plain = legacyRedirect(pathname, search, hash)
  if (plain) window.history.replaceState(null, '', plain)

  const state = await loadSession()
  // A catalog that fails to load leaves the English source texts, never a blank app.
  await activateLocale(detectLanguage(state.session?.user.language ?? readStoredLanguage())).catch(
    () => undefined,
  )

  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)

  let handlingUnauthorized = false
  configureApi({
    getToken,
    // A refused token: forget it and this user's cached data, and sign in again where we were.
    onUnauthorized: () => {
      if (handlingUnauthorized) return
      handlingUnauthorized = true
      const here = router.state.location.href
      void clearSession().finally(() => {
        queryClient.clear()
        void router
          .navigate({ to: '/login', search: { redirectTo: loginRedirectTo(here) }, replace: true })
          .finally(() => {
            handlingUnauthorized = false
          })
      })
    },
  })

  // Online state, and the signed-in user's saved data before the first route loads (offline start).
  await wireOffline({ queryClient, onUnauthorized: () => apiWiring.onUnauthorized() }).restored

  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )

  if (import.meta.env.PROD) void registerServiceWorker()

  // Only a signed-in start refreshes; the module (and the session schema) loads only then.
  if (state.session) {
    void import('@/features/session/api/verify-token').then(({ refreshSession }) => refreshSession())
  }
}
