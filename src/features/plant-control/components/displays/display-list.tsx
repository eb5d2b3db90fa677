import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Badge, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconTrash } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { nativeLanguageNames } from '@/contract/language-names'
import { formatDateTime } from '@/lib/format/date'
import { errorMessage } from '@/lib/messages/api-errors'
import { useDisplays } from '../../api/get-displays'
import { useRevokeDisplay } from '../../api/revoke-display'

/** The plant's display links with the last time each screen read its status; revoke any of them. */
export function DisplayList() {
  const { t, i18n } = useLingui()
  const displays = useDisplays()
  const revoke = useRevokeDisplay()
  return (
    <Stack gap="xs" mt="lg">
      <Title order={3} size="h5">
        <Trans>Display links of the plant</Trans>
      </Title>
      {displays.isPending ? <Loader size="sm" /> : null}
      {displays.error ? (
        <Text c="red" size="sm">
          {errorMessage(displays.error, i18n)}
        </Text>
      ) : null}
      {revoke.error ? (
        <Text c="red" size="sm" role="alert">
          {errorMessage(revoke.error, i18n)}
        </Text>
      ) : null}
      {displays.data?.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No display links yet.</Trans>
        </Text>
      ) : null}
      {displays.data?.length ? (
        <Table.ScrollContainer minWidth={0}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Screen`}</Table.Th>
                <Table.Th>{t`Shows`}</Table.Th>
                <Table.Th>{t`Language`}</Table.Th>
                <Table.Th>{t`Last contact`}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t`Revoke`}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {displays.data.map((display) => (
                <Table.Tr key={display.id}>
                  <Table.Td>{display.label}</Table.Td>
                  <Table.Td>{display.machineLineName ?? t`The whole plant`}</Table.Td>
                  <Table.Td>{nativeLanguageNames[display.language]}</Table.Td>
                  <Table.Td>{display.lastSeenAt ? formatDateTime(display.lastSeenAt) : t`Never`}</Table.Td>
                  <Table.Td>
                    {display.revokedAt ? (
                      <Badge color="gray" variant="light">{t`Revoked`}</Badge>
                    ) : (
                      <LazyTooltip label={t`Revoke ${display.label}`}>
                        <ActionIcon
                          color="red"
                          variant="subtle"
                          aria-label={t`Revoke ${display.label}`}
                          loading={revoke.isPending && revoke.variables === display.id}
                          onClick={() => revoke.mutate(display.id)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </LazyTooltip>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  )
}
