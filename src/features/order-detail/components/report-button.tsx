import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Loader } from '@mantine/core'
import { useState } from 'react'
import { IconFilePdf } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { showToast } from '@/components/toast'
import { errorMessage } from '@/lib/messages/api-errors'
import type { OrderParams } from '@/lib/production/route-params'
import { useOnlineState } from '@/offline/online-status'
import { downloadOrderReport } from '../api/download-order-report'

/** The PDF report download of the detail's header (spec 000 §2.2); made on the server, so online only. */
export function ReportButton({ order, reference }: { order: OrderParams; reference: string | null }) {
  const { t, i18n } = useLingui()
  const { online } = useOnlineState()
  const [busy, setBusy] = useState(false)
  const label = online ? t`Download the PDF report` : t`The PDF report needs a connection`
  const onClick = async () => {
    setBusy(true)
    try {
      await downloadOrderReport(order, reference ?? 'order')
    } catch (error) {
      showToast(t`The report could not be downloaded: ${errorMessage(error, i18n)}`, 'red')
    } finally {
      setBusy(false)
    }
  }
  return (
    <LazyTooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        disabled={!online || busy || reference === null}
        aria-busy={busy}
        onClick={onClick}
      >
        {busy ? <Loader size={16} /> : <IconFilePdf size={20} />}
      </ActionIcon>
    </LazyTooltip>
  )
}
