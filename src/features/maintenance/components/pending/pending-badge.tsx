import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import { IconCloudUpload } from '@/components/icons'
import { needsAttention, type PendingWork, pendingCount } from '../../model/pending-changes'

/**
 * "Not sent yet" on a work order with changes or photos still on this device; orange when one of
 * them waits for the user (a conflict or a refusal).
 */
export function PendingBadge({ work }: { work: PendingWork | undefined }) {
  const { t } = useLingui()
  const count = pendingCount(work)
  if (count === 0) return null
  const attention = needsAttention(work)
  return (
    <Badge
      color={attention ? 'orange' : 'gray'}
      variant="light"
      leftSection={<IconCloudUpload size={12} />}
      data-testid="pending-badge"
    >
      {attention ? t`Needs your decision` : t`Not sent yet (${count})`}
    </Badge>
  )
}
