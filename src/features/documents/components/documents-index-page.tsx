import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Card, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/components/anchor-link'
import { IconCircleCheck, IconWifiOff } from '@/components/icons'
import { usePageTitle } from '@/components/use-page-title'
import type { DocumentMachine } from '@/contract/documents'
import { apiBaseUrl } from '@/lib/env'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { formatBytes } from '@/offline/components/format'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { documentMachinesQuery } from '../api/get-document-machines'
import { type SavedManual, useSavedManuals } from '../api/save-offline'
import { DocumentSearch } from './document-search'

/**
 * /documents: the user's machines with their number of manuals and what is saved on this device,
 * and the search across all manuals. Offline it still lists the machines (from the last visit) and
 * the saved manuals, and says which are not available.
 */
export function DocumentsIndexPage() {
  const { t, i18n } = useLingui()
  usePageTitle(t`Tech. Docs`)
  const session = useSession()
  const { online } = useOnlineState()
  const machines = useQuery(documentMachinesQuery())
  const saved = useSavedManuals(session.user.userId)
  const byMachine = new Map<string, SavedManual[]>()
  for (const m of saved.manuals)
    byMachine.set(m.machineSerialNumber, [...(byMachine.get(m.machineSerialNumber) ?? []), m])

  return (
    <Stack gap="md" p="md" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h3">
          <Trans>Technical documents</Trans>
        </Title>
        <DataUpdatedAt query={machines} />
      </Group>
      <DocumentSearch machine={null} />
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          <Trans>
            You are offline. Manuals saved on this device open and can be searched; the others need the
            network.
          </Trans>
        </Alert>
      )}
      {machines.isPending && <Loader />}
      {machines.isError && !machines.data && (
        <Alert color="red" role="alert">
          {errorMessage(machines.error, i18n)}
        </Alert>
      )}
      {machines.data && machines.data.length === 0 && (
        <Text>{feedbackMessage('NO_DOCUMENTS_FOUND', i18n)}</Text>
      )}
      {machines.data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {machines.data.map((machine) => (
            <MachineCard
              key={machine.id}
              machine={machine}
              saved={byMachine.get(machine.serialNumber) ?? []}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}

function MachineCard({ machine, saved }: { machine: DocumentMachine; saved: SavedManual[] }) {
  const { i18n } = useLingui()
  const bytes = formatBytes(
    saved.reduce((sum, m) => sum + m.size, 0),
    i18n.locale.replace('_', '-'),
  )
  const count = machine.documentCount
  const savedCount = saved.length
  return (
    <AnchorLink
      to="/documents/$machineSN"
      params={{ machineSN: machine.serialNumber }}
      underline="never"
      c="inherit"
      data-testid="documents-machine"
    >
      <Card withBorder padding="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <Image
            src={`${apiBaseUrl}/machine-images/${machine.machineModelImage}`}
            alt=""
            w={72}
            h={54}
            fit="contain"
            fallbackSrc="/icons/icon-192.png"
          />
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {machine.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {machine.machineModelName} · {machine.machineLineName} · {machine.serialNumber}
            </Text>
            <Group gap={6} mt={4}>
              <Badge variant="light">
                {count === 0 ? <Trans>No manuals</Trans> : <Trans>Manuals: {count}</Trans>}
              </Badge>
              {savedCount > 0 && (
                <Badge variant="light" color="teal" leftSection={<IconCircleCheck size={12} />}>
                  <Trans>
                    {savedCount} saved offline · {bytes}
                  </Trans>
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
    </AnchorLink>
  )
}
