import { Trans, useLingui } from '@lingui/react/macro'
import { Button, type MantineSize } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { IconDownload } from '@/components/icons'
import { showToast } from '@/components/toast'
import type { DownloadProgress } from '@/lib/api/download-file'
import { errorMessage } from '@/lib/messages/api-errors'
import { useOnlineState } from '@/offline/online-status'

/**
 * The Excel export button of an extended header (spec 000 §2.2): shows progress while the server
 * makes the file and a clear error if it fails. Offline it is disabled: the file is made on the server.
 */
export function ExportButton({
  run,
  label,
  buttonSize = 'xs',
}: {
  run: (onProgress: (p: DownloadProgress) => void) => Promise<unknown>
  /** What the button says while idle ("Excel" unless told). */
  label?: ReactNode
  /** Extra small in an extended header; a page's own actions may ask for their size. */
  buttonSize?: MantineSize
}) {
  const { t, i18n } = useLingui()
  const { online } = useOnlineState()
  const [busy, setBusy] = useState(false)
  const [received, setReceived] = useState(0)

  const onClick = async () => {
    setBusy(true)
    setReceived(0)
    try {
      await run((p) => setReceived(p.receivedBytes))
      showToast(t`The Excel file was downloaded.`)
    } catch (error) {
      showToast(t`The export failed: ${errorMessage(error, i18n)}`, 'red')
    } finally {
      setBusy(false)
    }
  }

  const size = received > 0 ? `${(received / 1_048_576).toFixed(1)} MB` : ''
  return (
    <Button
      size={buttonSize}
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={onClick}
      disabled={!online || busy}
      aria-busy={busy}
      title={online ? undefined : t`Exports need a connection`}
    >
      {busy ? (
        size ? (
          <Trans>Preparing… {size}</Trans>
        ) : (
          <Trans>Preparing…</Trans>
        )
      ) : (
        (label ?? <Trans>Excel</Trans>)
      )}
    </Button>
  )
}
