import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Divider, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { showToast } from '@/components/toast'
import type { ApiKey } from '@/contract/account'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useDeleteApiKey } from '../api/delete-api-key'
import { useApiKeys } from '../api/get-api-keys'
import { ApiKeyRow, stickyEnd } from './api-key-row'
import { CreateApiKeyForm } from './create-api-key-form'

/** The company's API keys (spec 002 §2.5 tab 5), for ROLE_API_EXTERNAL only. */
export function ApiTab() {
  const { t, i18n } = useLingui()
  const keys = useApiKeys()
  const remove = useDeleteApiKey()
  const [confirming, setConfirming] = useState<ApiKey | null>(null)
  const now = new Date()
  const confirmAlias = confirming?.alias ?? ''

  const deleteConfirmed = () => {
    if (!confirming) return
    remove.mutate(confirming.clientId, {
      onSuccess: () => {
        setConfirming(null)
        showToast(feedbackMessage('API_KEY_DELETED', i18n), 'green')
      },
    })
  }

  return (
    <Stack gap="md">
      {keys.isPending ? <Loader size="sm" aria-label={t`Loading`} /> : null}
      {keys.isError ? (
        <Alert color="red" variant="light" role="alert" py="xs">
          {errorMessage(keys.error, i18n)}
        </Alert>
      ) : null}
      {keys.data && keys.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>The company has no API keys.</Trans>
        </Text>
      ) : null}
      {keys.data && keys.data.length > 0 ? (
        // The table fits the modal from a tablet up (at 640 px it scrolled at 1280 x 800, "Created by"
        // under the actions, issue 44); on a phone it scrolls inside its own box, with a scrollbar
        // that shows whenever it can scroll, and the modal itself never scrolls sideways.
        <Table.ScrollContainer minWidth={540} scrollAreaProps={{ type: 'auto' }}>
          <Table striped={false} highlightOnHover fz="sm" horizontalSpacing={6} aria-label={t`API keys`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Alias`}</Table.Th>
                <Table.Th>{t`Created`}</Table.Th>
                <Table.Th>{t`Last used`}</Table.Th>
                <Table.Th>{t`Expires`}</Table.Th>
                <Table.Th>{t`Created by`}</Table.Th>
                <Table.Th style={stickyEnd}>
                  <VisuallyHidden>{t`Actions`}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <ApiKeyRow key={key.clientId} apiKey={key} now={now} onDelete={setConfirming} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {confirming ? (
        <Alert color="red" variant="light" role="alertdialog" aria-label={t`Delete the API key`} py="xs">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>Delete the API key {confirmAlias}? Programs using it stop working at once.</Trans>
            </Text>
            {remove.isError ? (
              <Text size="sm" c="red" role="alert">
                {errorMessage(remove.error, i18n)}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setConfirming(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button color="red" size="xs" loading={remove.isPending} onClick={deleteConfirmed}>
                <Trans>Delete</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <Divider />
      <CreateApiKeyForm count={keys.data?.length ?? 0} />
    </Stack>
  )
}
