import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group } from '@mantine/core'
import { useEffect, useState } from 'react'
import { isInstalled, promptInstall, useCanInstall } from '@/offline/install-prompt'
import { knownStoragePersisted, storagePersisted } from '@/offline/storage-persistence'

const DISMISSED_KEY = 'plant-portal.keep-offline-offer-dismissed'

/**
 * For technicians: install the app and let the device keep its data. Some browsers delete a
 * site's storage after days unused unless it is installed or persisted, and with it the work
 * orders kept for offline use and the changes not sent yet. Offered until done or dismissed.
 */
export function KeepOfflineOffer() {
  const { t } = useLingui()
  const canInstall = useCanInstall() && !isInstalled()
  const [persisted, setPersisted] = useState(() => knownStoragePersisted() ?? true)
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) !== null)
  useEffect(() => {
    void storagePersisted().then(setPersisted)
  }, [])
  if (dismissed || (!canInstall && persisted)) return null
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()))
    setDismissed(true)
  }
  return (
    <Alert
      color="blue"
      mb="sm"
      title={t`Keep your work safe on this device`}
      data-testid="keep-offline-offer"
    >
      <Trans>
        Some browsers delete a site's data after days without use, and with it the work orders kept for
        offline use and the changes not sent yet. Installing the app, or letting it keep its data, prevents
        that.
      </Trans>
      <Group gap="xs" mt="xs">
        {canInstall ? (
          <Button size="xs" onClick={() => void promptInstall()}>
            <Trans>Install the app</Trans>
          </Button>
        ) : null}
        {!persisted ? (
          <Button
            size="xs"
            variant="light"
            onClick={() => void navigator.storage.persist().then((granted) => setPersisted(granted))}
          >
            <Trans>Keep data on this device</Trans>
          </Button>
        ) : null}
        <Button size="xs" variant="subtle" onClick={dismiss}>
          <Trans>Not now</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
