import './shell.css'
import { useLingui } from '@lingui/react/macro'
import { Box } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useMatches } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { loadAreaCatalog } from '@/app/i18n'
import { ExtendedHeaderContext } from '@/components/extended-header'
import { LinkNotice } from '@/components/link-notice'
import { PlantZoneNote } from '@/components/plant-zone-note'
import { PortalFooter } from '@/components/portal-footer'
import { showToast, Toasts } from '@/components/toast'
import { usePageTitle } from '@/components/use-page-title'
import { useLogout } from '@/features/session/api/logout'
import { openOrderingSite } from '@/lib/api/ordering-handoff'
import { menuEntries } from '@/lib/roles/menu'
import { useGuardedLogout } from '@/offline/components/logout-guard'
import { useSession } from '@/offline/session-store'
import { TopBar } from './top-bar'
import { useCurrentModule } from './use-current-module'

// Panels opened from the menus load on first use, keeping them out of the first page's code.
// The modal's texts are a catalog of their own (lingui.config.ts), loaded with its code.
const ConfigurationModal = lazy(() =>
  Promise.all([
    import('@/features/user-config/components/configuration-modal'),
    loadAreaCatalog('configuration'),
  ]).then(([m]) => ({ default: m.ConfigurationModal })),
)
const SupportPanel = lazy(() =>
  import('@/features/support/components/support-panel').then((m) => ({ default: m.SupportPanel })),
)

/** The shell: top bar (title, extended header, menus), the page, and the footer (spec 000 §1). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui()
  const { user } = useSession()
  const module = useCurrentModule()
  const title = module ? i18n._(module.title) : ''
  const reserveSlot = useMatches({
    select: (matches) => matches.reduce((keep, m) => m.staticData?.extendedHeader ?? keep, false),
  })
  usePageTitle(title)
  // Unsent changes stay on the device for their author; signing out with some asks first.
  const logout = useGuardedLogout(user.userId, useLogout())
  const entries = useMemo(() => menuEntries(user.roles), [user.roles])
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  const [configOpened, config] = useDisclosure(false)
  const [supportOpened, support] = useDisclosure(false)
  const [configLoaded, setConfigLoaded] = useState(false)
  const [supportLoaded, setSupportLoaded] = useState(false)

  const onOrdering = () =>
    openOrderingSite().catch(() => showToast(t`The ordering site could not be opened. Try again.`, 'red'))

  return (
    <ExtendedHeaderContext.Provider value={slot}>
      <Toasts />
      <Box className="pp-shell">
        <TopBar
          title={title}
          slotRef={setSlot}
          slotReserved={reserveSlot}
          entries={entries}
          userName={user.user || user.username}
          email={user.email}
          onOrdering={onOrdering}
          onSupport={() => {
            setSupportLoaded(true)
            support.open()
          }}
          onConfiguration={() => {
            setConfigLoaded(true)
            config.open()
          }}
          onLogout={logout.request}
        />
        <Box component="main" className="pp-main" id="main">
          <PlantZoneNote />
          <LinkNotice />
          {children}
        </Box>
        <PortalFooter termsUrl={user.termsUrl} />
      </Box>
      <Suspense fallback={null}>
        {configLoaded ? <ConfigurationModal opened={configOpened} onClose={config.close} /> : null}
        {supportLoaded ? <SupportPanel opened={supportOpened} onClose={support.close} /> : null}
      </Suspense>
      {logout.dialog}
    </ExtendedHeaderContext.Provider>
  )
}
