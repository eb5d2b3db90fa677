import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Burger, Drawer, Menu, NavLink, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useLocation } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import {
  IconApps,
  IconBook,
  IconChart,
  IconClipboardList,
  IconCoins,
  IconExternal,
  IconFactory,
  IconHeadset,
  IconHistory,
  IconHome,
  IconLayoutKanban,
  IconPauseCircle,
  IconSettings,
  IconWrench,
} from '@/components/icons'
import type { MenuEntry, MenuEntryId } from '@/lib/roles/menu'
import { menuLabels } from './menu-labels'

/** One icon per area, none shared (a user tells the areas apart at a glance). */
export const menuIcons: Record<MenuEntryId, ReactElement> = {
  home: <IconHome size={18} />,
  plantControl: <IconFactory size={18} />,
  historical: <IconHistory size={18} />,
  statistics: <IconChart size={18} />,
  inactivities: <IconPauseCircle size={18} />,
  jobCosting: <IconCoins size={18} />,
  sharedJobs: <IconClipboardList size={18} />,
  geniusBoard: <IconLayoutKanban size={18} />,
  maintenance: <IconWrench size={18} />,
  documents: <IconBook size={18} />,
  plantConfiguration: <IconSettings size={18} />,
  ordering: <IconExternal size={18} />,
  support: <IconHeadset size={18} />,
}

export interface AppMenuProps {
  entries: MenuEntry[]
  onOrdering: () => void
  onSupport: () => void
  /** Start opened: the user clicked the trigger before this module had loaded. */
  openNow: boolean
}

/**
 * 'Applications' above 768 px: a dropdown menu. Without Mantine's initial focus placeholder (a
 * focusable div, which a role=menu may not contain): opening it focuses the first entry.
 */
export function AppMenuDropdown({ entries, onOrdering, onSupport, openNow }: AppMenuProps) {
  const { i18n, t } = useLingui()
  const run = (entry: MenuEntry) => (entry.id === 'ordering' ? onOrdering() : onSupport())
  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="lg"
      withinPortal
      defaultOpened={openNow}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Applications`} visibleFrom="sm">
          <IconApps />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown className="pp-menu">
        {entries.map((entry) =>
          entry.to.startsWith('/') ? (
            <Menu.Item key={entry.id} component={Link} to={entry.to} leftSection={menuIcons[entry.id]}>
              {i18n._(menuLabels[entry.id])}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.id} leftSection={menuIcons[entry.id]} onClick={() => run(entry)}>
              {i18n._(menuLabels[entry.id])}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  )
}

/** 'Applications' at 768 px and below: a burger opening a drawer. */
export function AppMenuDrawer({ entries, onOrdering, onSupport, openNow }: AppMenuProps) {
  const { i18n, t } = useLingui()
  const [drawerOpened, drawer] = useDisclosure(openNow)
  const { pathname } = useLocation()
  const label = t`Applications`
  const run = (entry: MenuEntry) => (entry.id === 'ordering' ? onOrdering() : onSupport())
  return (
    <>
      <Burger opened={drawerOpened} onClick={drawer.toggle} aria-label={label} hiddenFrom="sm" size="sm" />
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={label}
        closeButtonProps={{ 'aria-label': t`Close` }}
        size="xs"
        position="left"
        padding="sm"
      >
        <Stack gap={2} component="nav" aria-label={label}>
          {entries.map((entry) =>
            entry.to.startsWith('/') ? (
              <NavLink
                key={entry.id}
                component={Link}
                to={entry.to}
                label={i18n._(menuLabels[entry.id])}
                leftSection={menuIcons[entry.id]}
                active={pathname.startsWith(entry.to)}
                onClick={drawer.close}
              />
            ) : (
              <NavLink
                key={entry.id}
                component="button"
                label={i18n._(menuLabels[entry.id])}
                leftSection={menuIcons[entry.id]}
                onClick={() => {
                  drawer.close()
                  run(entry)
                }}
              />
            ),
          )}
        </Stack>
      </Drawer>
    </>
  )
}
