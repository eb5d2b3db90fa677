import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Burger, Group, Title, UnstyledButton } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { lazy } from 'react'
import { Deferred } from '@/components/deferred'
import { IconApps } from '@/components/icons'
import { LogoMark } from '@/components/logo'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import type { MenuEntry } from '@/lib/roles/menu'
import { OnlineIndicator } from '@/offline/components/online-indicator'
import { UserButton } from './user-menu-button'

// The menus' code (and its positioning library) loads when the user approaches a trigger.
const loadAppMenu = () => import('./app-menu')
const loadUserMenu = () => import('./user-menu')
const AppMenuDropdown = lazy(() => loadAppMenu().then((m) => ({ default: m.AppMenuDropdown })))
const AppMenuDrawer = lazy(() => loadAppMenu().then((m) => ({ default: m.AppMenuDrawer })))
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })))

interface TopBarProps {
  title: string
  slotRef: (element: HTMLElement | null) => void
  /** Keep the slot's row while it is still empty (staticData.extendedHeader). */
  slotReserved?: boolean
  entries: MenuEntry[]
  userName: string
  email: string
  onOrdering: () => void
  onSupport: () => void
  onConfiguration: () => void
  onLogout: () => void
}

export function TopBar(props: TopBarProps) {
  const { t } = useLingui()
  const apps = t`Applications`
  const menu = { entries: props.entries, onOrdering: props.onOrdering, onSupport: props.onSupport }
  return (
    <header className="pp-topbar">
      <Group gap="sm" wrap="nowrap" className="pp-topbar-brand">
        <UnstyledButton component={Link} to="/home" aria-label={t`Home`} className="pp-logo-link">
          <LogoMark size={34} />
        </UnstyledButton>
        <Title order={1} className="pp-module-title">
          {props.title}
        </Title>
      </Group>
      <div className="pp-topbar-slot" ref={props.slotRef} data-reserved={props.slotReserved || undefined} />
      <Group gap={4} wrap="nowrap" className="pp-topbar-actions">
        <Deferred
          preload={loadAppMenu}
          placeholder={
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={apps}
              aria-haspopup="menu"
              visibleFrom="sm"
            >
              <IconApps />
            </ActionIcon>
          }
        >
          <AppMenuDropdown {...menu} openNow />
        </Deferred>
        <Deferred
          preload={loadAppMenu}
          placeholder={<Burger opened={false} aria-label={apps} hiddenFrom="sm" size="sm" />}
        >
          <AppMenuDrawer {...menu} openNow />
        </Deferred>
        <OnlineIndicator />
        <NotificationBell />
        <Deferred preload={loadUserMenu} placeholder={<UserButton name={props.userName} />}>
          <UserMenu
            name={props.userName}
            email={props.email}
            onConfiguration={props.onConfiguration}
            onLogout={props.onLogout}
            openNow
          />
        </Deferred>
      </Group>
    </header>
  )
}
