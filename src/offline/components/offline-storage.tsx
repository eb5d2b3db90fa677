import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Progress, Stack, Switch, Text, Title } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import { listOfflineDocuments, type OfflineDocument, removeOfflineDocument } from '../document-cache'
import { clearOfflineData, type StorageSummary, storageSummary } from '../storage'
import { setApplyWhenIdle, useUpdateState } from '../update'
import { formatBytes, shortDateTime } from './format'

/**
 * What this device keeps offline: storage used and available, queued changes, saved documents
 * (each removable), the "install updates when idle" switch, and clearing everything (refused while
 * changes are queued unless the user confirms losing them).
 */
export function OfflineStorage({ userId }: { userId: number }) {
  const { t, i18n } = useLingui()
  const [summary, setSummary] = useState<StorageSummary | null>(null)
  const [documents, setDocuments] = useState<OfflineDocument[]>([])
  const [confirmClear, setConfirmClear] = useState<number | null>(null)
  const [cleared, setCleared] = useState(false)
  const update = useUpdateState()

  const refresh = useCallback(async () => {
    const [next, docs] = await Promise.all([storageSummary(userId), listOfflineDocuments(userId)])
    setSummary(next)
    setDocuments(docs)
  }, [userId])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const clear = async (discardPending: boolean) => {
    const result = await clearOfflineData({ discardPending })
    if (!result.cleared) {
      setConfirmClear(result.pendingCommands)
      return
    }
    setConfirmClear(null)
    setCleared(true)
    await refresh()
  }

  const bytes = (n: number) => formatBytes(n, i18n.locale.replace('_', '-'))
  const used = summary?.usage ?? null
  const quota = summary?.quota ?? null
  const usedText = used === null ? '' : bytes(used)
  const quotaText = quota === null ? '' : bytes(quota)
  const pending = summary?.pendingCommands ?? 0

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm">
          {used !== null && quota !== null ? (
            <Trans>
              Storage used: {usedText} of {quotaText}
            </Trans>
          ) : (
            <Trans>This browser does not report its storage use.</Trans>
          )}
        </Text>
        {used !== null && quota ? (
          <Progress value={Math.min(100, (used / quota) * 100)} size="sm" aria-label={t`Storage used`} />
        ) : null}
        {summary?.persisted === false ? (
          <Text size="xs" c="dimmed">
            <Trans>The browser may delete offline data when the device runs short of space.</Trans>
          </Text>
        ) : null}
        <Text size="sm">
          <Trans>Pending changes: {pending}</Trans>
        </Text>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Documents available offline</Trans>
        </Title>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No documents saved on this device.</Trans>
          </Text>
        ) : (
          documents.map((doc) => {
            const size = bytes(doc.size)
            const id = doc.id
            return (
              <Group key={doc.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  <Trans>
                    Document {id} · {size}
                  </Trans>
                  {doc.savedAt ? ` · ${shortDateTime(doc.savedAt)}` : ''}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t`Remove document ${id} from this device`}
                  onClick={() => void removeOfflineDocument(doc.id, userId).then(refresh)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </Group>
            )
          })
        )}
      </Stack>

      <Switch
        checked={update.applyWhenIdle}
        onChange={(event) => setApplyWhenIdle(event.currentTarget.checked)}
        label={t`Install new versions by itself when the screen is idle`}
      />

      {confirmClear !== null ? (
        <Alert color="red" variant="light" role="alert" title={t`Changes not sent yet`}>
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                {confirmClear} changes have not been sent. Clearing the offline data deletes them for good.
              </Trans>
            </Text>
            <Group gap="xs" justify="flex-end">
              <Button size="compact-sm" color="red" onClick={() => void clear(true)}>
                <Trans>Clear and delete them</Trans>
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirmClear(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="space-between">
          {cleared ? (
            <Text size="sm" c="dimmed" role="status">
              <Trans>Offline data cleared.</Trans>
            </Text>
          ) : (
            <span />
          )}
          <Button variant="light" color="red" onClick={() => void clear(false)}>
            <Trans>Clear offline data</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  )
}
