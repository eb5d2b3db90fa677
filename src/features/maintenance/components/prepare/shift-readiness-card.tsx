import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, List, Loader, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconCloudDownload } from '@/components/icons'
import { formatBytes, shortDateTime } from '@/offline/components/format'
import { useShiftReadiness } from '../../api/shift-queries'
import type { MissingItem } from '../../model/shift-plan'

function MissingLine({ item }: { item: MissingItem }) {
  const { t } = useLingui()
  switch (item.kind) {
    case 'workOrders':
      return <>{t`Your work orders: not on this device yet`}</>
    case 'steps': {
      const { fileName } = item
      const tasks = item.taskNames.join(', ')
      return <>{t`Step-by-step PDF ${fileName} (${tasks})`}</>
    }
    case 'machine': {
      const { machineName } = item
      return <>{t`Manuals of ${machineName}: not prepared (new work for this machine)`}</>
    }
    case 'manual': {
      const { title, machineName } = item
      return <>{t`Manual ${title} (${machineName})`}</>
    }
  }
}

/**
 * "Ready offline": true only while everything the prepared days need is on the device, read from
 * the device itself (offline too); when not, the list of what is missing.
 */
export function ShiftReadinessCard() {
  const { t, i18n } = useLingui()
  const check = useShiftReadiness()
  const locale = i18n.locale.replace('_', '-')
  if (check.isPending) return <Loader size="sm" aria-label={t`Checking this device`} />
  const state = check.data
  if (!state) {
    return (
      <Alert
        color="gray"
        icon={<IconCloudDownload size={18} />}
        data-testid="shift-readiness"
        data-ready="false"
      >
        <Trans>This device has not been prepared for a shift yet.</Trans>
      </Alert>
    )
  }
  const { days, workOrders, files } = state
  const size = formatBytes(state.bytes, locale)
  const preparedAt = shortDateTime(state.preparedAt)
  const missingCount = state.missing.length
  if (state.ready) {
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck size={18} />}
        title={t`Ready offline`}
        data-testid="shift-readiness"
        data-ready="true"
      >
        <Text size="sm">
          {t`Everything for the next ${days} days is on this device: ${workOrders} work orders, ${files} files (${size}).`}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          <Trans>Prepared {preparedAt}</Trans>
        </Text>
      </Alert>
    )
  }
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t`Not ready offline`}
      data-testid="shift-readiness"
      data-ready="false"
    >
      <Text size="sm">{t`Missing on this device for the next ${days} days (${missingCount}):`}</Text>
      <List size="sm" mt={4} spacing={2} data-testid="shift-missing">
        {state.missing.slice(0, 20).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on each check
          <List.Item key={index}>
            <MissingLine item={item} />
          </List.Item>
        ))}
      </List>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="xs" c="dimmed">
          <Trans>Prepared {preparedAt}</Trans>
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void check.refetch()}>
          <Trans>Check again</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
