import { Trans, useLingui } from '@lingui/react/macro'
import { Modal, Tabs } from '@mantine/core'
import { useSessionState } from '../session-store'
import { OfflineStorage } from './offline-storage'
import { PendingChanges } from './pending-changes'

interface OfflineDialogProps {
  opened: boolean
  onClose: () => void
  /** The connection state as the indicator shows it ("Online", "Offline since 10:42", "Syncing 3"). */
  title: string
}

/** Pending changes and offline storage, opened from the connection indicator, titled by its state. */
export function OfflineDialog({ opened, onClose, title }: OfflineDialogProps) {
  const { t } = useLingui()
  const state = useSessionState()
  const userId = state.session?.user.userId ?? null
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t`Close` }}
      size="lg"
      centered
    >
      {userId === null ? null : (
        <Tabs defaultValue="pending" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="pending">
              <Trans>Pending changes</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="storage">
              <Trans>Storage</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pending">
            <PendingChanges userId={userId} />
          </Tabs.Panel>
          <Tabs.Panel value="storage">
            <OfflineStorage userId={userId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  )
}
