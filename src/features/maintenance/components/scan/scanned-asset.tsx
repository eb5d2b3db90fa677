import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { AnchorLink } from '@/components/anchor-link'
import { IconQrCode, IconWrench } from '@/components/icons'
import { QueryState } from '@/components/query-state'
import { maintenanceAccess } from '@/lib/roles/maintenance'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useSession } from '@/offline/session-store'
import { useEvents } from '../../api/get-events'
import { dataAge } from '../../api/work-order-store'
import { openWorkOrderParams } from '../../model/asset-code'
import { EventResults } from '../lists/event-results'

interface ScannedAssetProps {
  asset: { id: number; name: string; machineId: number | null }
  machineName: string | null
  onScanAgain: () => void
}

/**
 * A scanned asset: its machine, its open work orders (from the work orders the device keeps when
 * there is no network), and the way to ask for corrective work on it: a manager's work order, anyone
 * else's work request.
 */
export function ScannedAsset({ asset, machineName, onScanAgain }: ScannedAssetProps) {
  const { t } = useLingui()
  const { user } = useSession()
  const events = useEvents(openWorkOrderParams(asset.id))
  const request = {
    ...(asset.machineId ? { machineId: asset.machineId } : {}),
    assetId: asset.id,
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0} miw={0}>
          <Title order={3} size="h4" data-testid="scanned-asset">
            {asset.name}
          </Title>
          <Text size="sm" c="dimmed">
            {machineName ?? t`No machine`} · {t`Asset ${asset.id}`}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconQrCode size={16} />} onClick={onScanAgain}>
          <Trans>Scan another asset</Trans>
        </Button>
      </Group>
      <Group>
        {maintenanceAccess(user.roles).manager ? (
          <Button
            leftSection={<IconWrench size={16} />}
            renderRoot={(props) => <Link {...props} to="/maintenance/tasks/new-order" search={request} />}
          >
            <Trans>Request corrective maintenance</Trans>
          </Button>
        ) : asset.machineId ? (
          // Below the manager level, a work request on the asset (issue 31), decided by a manager.
          <Button
            leftSection={<IconWrench size={16} />}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/maintenance/requests"
                search={{ report: 1, machineId: asset.machineId ?? undefined, assetId: asset.id }}
              />
            )}
          >
            <Trans>Report a problem</Trans>
          </Button>
        ) : null}
      </Group>
      <Title order={4} size="h5" mt="xs">
        <Trans>Open work orders</Trans>
      </Title>
      <DataUpdatedAt query={dataAge(events)} />
      <QueryState query={events} what={t`The work orders could not be loaded`}>
        {(result) =>
          result.total === 0 ? (
            <Text c="dimmed">
              <Trans>No open work orders for this asset.</Trans>
            </Text>
          ) : (
            <>
              <EventResults events={result.results} />
              {result.total > result.results.length ? (
                <AnchorLink to="/maintenance/all" search={{ assets: [asset.id], states: [1, 4] }} size="sm">
                  <SeeAll total={result.total} />
                </AnchorLink>
              ) : null}
            </>
          )
        }
      </QueryState>
    </Stack>
  )
}

function SeeAll({ total }: { total: number }) {
  const { t } = useLingui()
  return <>{t`See all ${total} in the work order list`}</>
}
