import { Trans } from '@lingui/react/macro'
import { Menu, Text } from '@mantine/core'
import { IconLogout, IconSettings } from '@/components/icons'
import { UserButton } from './user-menu-button'

export interface UserMenuProps {
  name: string
  email: string
  onConfiguration: () => void
  onLogout: () => void
  /** Start opened: the user clicked the trigger before this module had loaded. */
  openNow: boolean
}

/**
 * Avatar with the initial, the user's name, 'Configuration' and 'Log out' (spec 002 §2.5). Without
 * Mantine's initial focus placeholder (a focusable div, which a role=menu may not contain): opening
 * the menu focuses its first item, as in the WAI-ARIA menu button pattern.
 */
export function UserMenu({ name, email, onConfiguration, onLogout, openNow }: UserMenuProps) {
  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="lg"
      withinPortal
      defaultOpened={openNow}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UserButton name={name} />
      </Menu.Target>
      <Menu.Dropdown className="pp-menu">
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" truncate>
            {email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconSettings size={18} />} onClick={onConfiguration}>
          <Trans>Configuration</Trans>
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={18} />} onClick={onLogout} className="pp-menu-danger">
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
