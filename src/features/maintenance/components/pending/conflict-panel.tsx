import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { showToast } from '@/components/toast'
import type { MaintenanceActor } from '@/contract/maintenance-rules'
import { formatDate } from '@/lib/format/date'
import { discardCommand, resendCommand } from '@/offline/outbox/outbox'
import { maintenanceKeys } from '../../api/maintenance-keys'
import { customerJobOf, customerJobText } from '../../model/customer-job'
import { changeAllowed, intendedFields, keptChange, type PendingChange } from '../../model/pending-changes'
import { useMaintenanceLabels } from '../labels'
import { useMinutes } from '../use-minutes'

export interface ConflictRow {
  label: string
  mine: string
  server: string
}

/**
 * A change the server refused because the work order moved on meanwhile (409): "your change" next
 * to "now on the server", field by field, and the user's choice. Keep mine sends it again based on
 * the server's version (an answer also on the step's answer there now: keptChange), if the rules still allow it from there; take the server's drops this change
 * only (what was queued after it still goes, against the server's version); discard drops it and
 * everything queued after it for this work order. Nothing is resolved without the user.
 */
export function ConflictPanel({
  pending,
  later,
  actor,
  today,
  maxSpanDays,
  extraRows = [],
}: {
  pending: PendingChange
  /** What this device queued for the work order after the change (based on it). */
  later: string[]
  actor: MaintenanceActor
  today: string
  maxSpanDays: number
  /** Rows before the fields' (a procedure answer's: its step's answer here and there). */
  extraRows?: ConflictRow[]
}) {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const minutes = useMinutes()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const server = pending.current
  if (!server) return null
  const { action } = pending.change
  const mine = intendedFields(pending.change)
  const again = changeAllowed(actor, server, action, today, maxSpanDays)
  const notSet = t`(not changed by you)`
  // A row your change sets, and where the server now says something else, is the one to look at.
  // Extra rows first (a procedure answer's); the fields say what moved meanwhile.
  const rows: ConflictRow[] = [
    ...extraRows,
    {
      label: t`State`,
      mine: mine.state === null ? notSet : (labels.states[mine.state] ?? ''),
      server: labels.states[server.displayState] ?? '',
    },
    { label: t`Day`, mine: mine.date ? formatDate(mine.date) : notSet, server: formatDate(server.date) },
    {
      label: t`Time it took`,
      mine: mine.durationMinutes === null ? notSet : minutes(mine.durationMinutes),
      server: minutes(server.durationMinutes),
    },
    { label: t`Notes`, mine: mine.notes ?? notSet, server: server.notes ?? '-' },
    {
      label: t`Customer and job`,
      mine: mine.customerJob ? customerJobText(mine.customerJob) || '-' : notSet,
      server: customerJobText(customerJobOf(server)) || '-',
    },
  ]
  const differs = (row: ConflictRow) => row.mine !== notSet && row.mine !== row.server

  const decide = async (choice: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await choice()
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all })
      showToast(done)
    } finally {
      setBusy(false)
    }
  }
  const keepMine = () =>
    decide(
      () => resendCommand(pending.commandId, keptChange(pending.change, server)),
      t`Your change is sent again, based on the work order as it is now.`,
    )
  const takeServer = () =>
    decide(
      () => discardCommand(pending.commandId),
      t`Your change was dropped; the work order stays as on the server.`,
    )

  const discardAll = () =>
    decide(
      () => Promise.all([pending.commandId, ...later].map(discardCommand)),
      t`Your change and what you queued after it for this work order were discarded.`,
    )

  return (
    <Card
      withBorder
      padding="md"
      data-testid="conflict-panel"
      style={{ borderColor: 'var(--mantine-color-orange-6)' }}
    >
      <Stack gap="sm">
        <Text fw={600}>
          {t`${labels.actions[action.kind]}: someone changed this work order before your change arrived`}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t`Your change`}</Table.Th>
                <Table.Th>{t`Now on the server`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label} fw={differs(row) ? 600 : undefined}>
                  <Table.Td c="dimmed">{row.label}</Table.Td>
                  <Table.Td c={row.mine === notSet ? 'dimmed' : undefined}>{row.mine}</Table.Td>
                  <Table.Td>{row.server}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {again.ok ? null : (
          <Alert color="orange">
            {t`Your change can no longer be made: ${labels.reasons[again.reason]}`}
          </Alert>
        )}
        <Group gap="xs">
          <Button size="sm" onClick={keepMine} disabled={!again.ok} loading={busy}>
            <Trans>Keep mine</Trans>
          </Button>
          <Button size="sm" variant="default" onClick={takeServer} loading={busy}>
            <Trans>Take the server's</Trans>
          </Button>
          <Button size="sm" variant="subtle" color="red" onClick={discardAll} loading={busy}>
            <Trans>Discard my changes</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
