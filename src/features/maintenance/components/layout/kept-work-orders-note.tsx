import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { shortDateTime } from '@/offline/components/format'
import { useKeptWorkOrdersAge } from '../../api/work-order-store'

/** How fresh the work orders kept on this device for offline use are (the area refreshes them). */
export function KeptWorkOrdersNote() {
  const { t } = useLingui()
  const refreshedAt = useKeptWorkOrdersAge()
  if (!refreshedAt) return null
  return (
    <Text size="xs" c="dimmed" mt="md" data-testid="kept-work-orders">
      {t`Your work orders on this device, for offline use: as of ${shortDateTime(refreshedAt)}`}
    </Text>
  )
}
