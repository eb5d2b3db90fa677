import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Alert, Button, Group, List, Modal, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconTrash } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { showToast } from '@/components/toast'
import type { MaintenanceAsset } from '@/contract/maintenance'
import { asApiError } from '@/lib/api/errors'
import { errorMessage } from '@/lib/messages/api-errors'
import { useDeleteAsset } from '../../api/delete-asset'

/** The tasks a 409 ASSET_IN_USE names. */
function tasksInUse(error: unknown): Array<{ id: number; name: string }> {
  const api = asApiError(error)
  const tasks = api.code === 'ASSET_IN_USE' ? api.details.tasks : null
  return Array.isArray(tasks) ? (tasks as Array<{ id: number; name: string }>) : []
}

/** Deleting an asset after confirming; an asset still planned by tasks is refused, naming them. */
export function DeleteAssetButton({ asset }: { asset: MaintenanceAsset }) {
  const { t, i18n } = useLingui()
  const [opened, dialog] = useDisclosure(false)
  const remove = useDeleteAsset()
  const inUse = remove.isError ? tasksInUse(remove.error) : []
  const close = () => {
    remove.reset()
    dialog.close()
  }
  return (
    <>
      <LazyTooltip label={t`Delete`}>
        <ActionIcon variant="subtle" color="red" onClick={dialog.open} aria-label={t`Delete ${asset.name}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </LazyTooltip>
      <Modal opened={opened} onClose={close} title={t`Delete the asset "${asset.name}"?`} size="md">
        <Text size="sm">
          <Trans>Its past work orders keep naming it; no new work can be planned on it.</Trans>
        </Text>
        {remove.isError ? (
          <Alert color="red" mt="sm">
            {inUse.length > 0 ? (
              <>
                <Text size="sm">
                  <Trans>This asset is still used by these tasks. Remove it from them first:</Trans>
                </Text>
                <List size="sm" mt={4}>
                  {inUse.map((task) => (
                    <List.Item key={task.id}>{task.name}</List.Item>
                  ))}
                </List>
              </>
            ) : (
              errorMessage(remove.error, i18n)
            )}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={close}>
            <Trans>Keep the asset</Trans>
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            disabled={inUse.length > 0}
            onClick={() =>
              remove.mutate(asset.id, {
                onSuccess: () => {
                  close()
                  showToast(t`Asset deleted.`)
                },
              })
            }
          >
            <Trans>Delete the asset</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  )
}
