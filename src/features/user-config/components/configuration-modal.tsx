import { Trans, useLingui } from '@lingui/react/macro'
import { Modal, Tabs } from '@mantine/core'
import { hasRole } from '@/lib/roles/check'
import { useSession } from '@/offline/session-store'
import { ApiTab } from './api-tab'
import { InterfaceTab } from './interface-tab'
import { NotificationsTab } from './notifications-tab'
import { PasswordTab } from './password-tab'
import { UnitsTab } from './units-tab'

interface ConfigurationModalProps {
  opened: boolean
  onClose: () => void
}

const tabRow = { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', whiteSpace: 'nowrap' } as const

/** The user configuration (spec 002 §2.5): a modal, not a route. */
export function ConfigurationModal({ opened, onClose }: ConfigurationModalProps) {
  const { t } = useLingui()
  const { user } = useSession()
  const apiTab = hasRole(user.roles, 'ROLE_API_EXTERNAL')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Configuration`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      size="lg"
      fullScreen={false}
      centered
    >
      <Tabs defaultValue="interface" keepMounted={false}>
        {/* One row at every width: at 360 px the tabs scroll sideways instead of wrapping. */}
        <Tabs.List mb="md" style={tabRow}>
          <Tabs.Tab value="interface">
            <Trans>Interface</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="notifications">
            <Trans>Notifications</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="password">
            <Trans>Password</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="units">
            <Trans>Units</Trans>
          </Tabs.Tab>
          {apiTab ? <Tabs.Tab value="api">API</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="interface">
          <InterfaceTab />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordTab />
        </Tabs.Panel>
        <Tabs.Panel value="units">
          <UnitsTab />
        </Tabs.Panel>
        {apiTab ? (
          <Tabs.Panel value="api">
            <ApiTab />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Modal>
  )
}
