import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { IconCloudDownload } from '@/components/icons'
import type { TechDocument } from '@/contract/documents'
import { formatBytes } from '@/offline/components/format'
import { type StorageSummary, storageSummary } from '@/offline/storage'
import type { SavedCopy } from '../model/saved-state'
import { machineSavedSummary } from '../model/saved-state'

interface MachineOfflinePanelProps {
  docs: TechDocument[]
  copies: Map<number, SavedCopy>
  userId: number
  online: boolean
  /** Manuals saving or waiting, of this machine. */
  busy: number
  onSaveAll: () => void
}

/** "Save this machine for offline use": every manual, with what is saved, what it takes and the quota. */
export function MachineOfflinePanel({
  docs,
  copies,
  userId,
  online,
  busy,
  onSaveAll,
}: MachineOfflinePanelProps) {
  const { i18n } = useLingui()
  const [storage, setStorage] = useState<StorageSummary | null>(null)
  const summary = machineSavedSummary(docs, copies)
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the quota whenever what is saved changes
  useEffect(() => {
    void storageSummary(userId).then(setStorage)
  }, [userId, summary.saved, summary.bytes])
  const bytes = (n: number) => formatBytes(n, i18n.locale.replace('_', '-'))
  const saved = summary.saved
  const total = summary.total
  const savedBytes = bytes(summary.bytes)
  const missing = bytes(summary.missingBytes)
  const free =
    storage?.quota != null && storage.usage != null ? bytes(Math.max(0, storage.quota - storage.usage)) : null
  const tooBig =
    storage?.quota != null && storage.usage != null && summary.missingBytes > storage.quota - storage.usage
  return (
    <Card withBorder padding="sm" data-testid="machine-offline">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600}>
            <Trans>
              Offline: {saved} of {total} manuals saved ({savedBytes})
            </Trans>
          </Text>
          {saved < total && (
            <Button
              size="xs"
              leftSection={<IconCloudDownload size={16} />}
              disabled={!online || busy > 0 || tooBig}
              loading={busy > 0}
              onClick={onSaveAll}
            >
              <Trans>Save all ({missing})</Trans>
            </Button>
          )}
        </Group>
        <Progress value={total ? (saved / total) * 100 : 0} size="sm" aria-hidden />
        {free && (
          <Text size="xs" c={tooBig ? 'red' : 'dimmed'}>
            {tooBig ? (
              <Trans>Not enough space on this device: {free} free.</Trans>
            ) : (
              <Trans>{free} free on this device.</Trans>
            )}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
