import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useState } from 'react'
import { IconFilePdf } from '@/components/icons'
import { showToast } from '@/components/toast'
import { errorMessage } from '@/lib/messages/api-errors'
import { useOnlineState } from '@/offline/online-status'
import { downloadAuditReport } from '../../api/download-audit'

/**
 * The extended header's export-report button (spec 001 §2.3): the audit PDF of what the page
 * shows (its list's states and the filters in the URL). The server makes it, so offline it waits.
 */
export function ReportButton({ params }: { params: Record<string, string> }) {
  const { t, i18n } = useLingui()
  const { online } = useOnlineState()
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    setBusy(true)
    try {
      await downloadAuditReport(params)
      showToast(t`The audit report was downloaded.`)
    } catch (error) {
      showToast(t`The report failed: ${errorMessage(error, i18n)}`, 'red')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFilePdf size={16} />}
      onClick={onClick}
      loading={busy}
      disabled={!online}
      title={online ? undefined : t`The report needs a connection`}
    >
      <Trans>Export report</Trans>
    </Button>
  )
}
