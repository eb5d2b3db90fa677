import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { UpdateNotice } from '@/offline/components/update-notice'
import { useSessionState } from '@/offline/session-store'
import { activateLocale, detectLanguage, i18n } from './i18n'
import type { AppRouter } from './router'
import { cssVariablesResolver, theme } from './theme'

interface AppProps {
  queryClient: QueryClient
  router: AppRouter
}

/**
 * Theme and language follow the session: the user's dark/light choice while signed in, dark when
 * signed out (spec 002 §4 "Logout"), and the user's language once known.
 */
export function App({ queryClient, router }: AppProps) {
  const state = useSessionState()
  const user = state.session?.user
  const scheme = user && !user.hasDarkMode ? 'light' : 'dark'
  const language = user?.language

  useEffect(() => {
    if (language && i18n.locale !== language) void activateLocale(detectLanguage(language))
  }, [language])

  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
        {/* The query cache is restored and saved per user on this device by the boot (src/offline/wire-app.ts). */}
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <UpdateNotice />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}
