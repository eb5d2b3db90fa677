import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { IconQrCode } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { QueryState } from '@/components/query-state'
import type { MaintenanceAsset } from '@/contract/maintenance'
import { useAssets } from '../../api/get-assets'
import { AssetLabel } from './asset-label'
import { DeleteAssetButton } from './delete-asset-button'

function AssetName({ asset }: { asset: MaintenanceAsset }) {
  return (
    <AnchorLink to="/maintenance/assets/$asset/edit" params={{ asset: String(asset.id) }} fw={600}>
      {asset.name}
    </AnchorLink>
  )
}

function Actions({ asset, onLabel }: { asset: MaintenanceAsset; onLabel: () => void }) {
  const { t } = useLingui()
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <LazyTooltip label={t`Label`}>
        <ActionIcon variant="subtle" onClick={onLabel} aria-label={t`Label of ${asset.name}`}>
          <IconQrCode size={18} />
        </ActionIcon>
      </LazyTooltip>
      <DeleteAssetButton asset={asset} />
    </Group>
  )
}

/** Assets (spec 001 §2.3, managers): name, description and machine; edit, label, delete. */
export function AssetListPage() {
  const { t } = useLingui()
  const assets = useAssets()
  const [labelOf, setLabelOf] = useState<MaintenanceAsset | null>(null)
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          <Trans>Assets</Trans>
        </Title>
        <Button renderRoot={(props) => <Link {...props} to="/maintenance/assets/new" />}>
          <Trans>New asset</Trans>
        </Button>
      </Group>
      <QueryState query={assets} what={t`The assets could not be loaded`}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" py="xl" ta="center">
              <Trans>No asset yet. Add the parts of your machines that maintenance works on.</Trans>
            </Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={640} visibleFrom="md">
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Trans>Name</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Description</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Machine</Trans>
                      </Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((asset) => (
                      <Table.Tr key={asset.id}>
                        <Table.Td>
                          <AssetName asset={asset} />
                        </Table.Td>
                        <Table.Td>{asset.description ?? '-'}</Table.Td>
                        <Table.Td>{asset.machineName ?? t`Plant (no machine)`}</Table.Td>
                        <Table.Td>
                          <Actions asset={asset} onLabel={() => setLabelOf(asset)} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Stack gap="xs" hiddenFrom="md">
                {list.map((asset) => (
                  <Card key={asset.id} withBorder padding="sm">
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                      <Stack gap={2} miw={0}>
                        <AssetName asset={asset} />
                        <Text size="xs" c="dimmed">
                          {asset.machineName ?? t`Plant (no machine)`}
                        </Text>
                        {asset.description ? (
                          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                            {asset.description}
                          </Text>
                        ) : null}
                      </Stack>
                      <Actions asset={asset} onLabel={() => setLabelOf(asset)} />
                    </Group>
                  </Card>
                ))}
              </Stack>
            </>
          )
        }
      </QueryState>
      <Modal opened={labelOf !== null} onClose={() => setLabelOf(null)} title={t`Asset label`} size="auto">
        {labelOf ? <AssetLabel asset={labelOf} /> : null}
      </Modal>
    </Stack>
  )
}
