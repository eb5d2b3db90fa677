import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { QueryState } from '@/components/query-state'
import { showToast } from '@/components/toast'
import type { WorkRequest } from '@/contract/work-requests'
import { filesWorkRequests, maintenanceAccess } from '@/lib/roles/maintenance'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useSession } from '@/offline/session-store'
import { useQueuedRequests } from '../../api/file-work-request'
import { useWorkRequests } from '../../api/get-work-requests'
import { takeReportHandoff } from '../../model/report-handoff'
import { DeclineDialog } from './decline-dialog'
import { ReportProblemDialog } from './report-problem-dialog'
import type { ReportProblemPrefill } from './report-problem-form'
import { RequestCard } from './request-card'

/**
 * /maintenance/requests: problems reported from the floor. A maintenance manager triages the new
 * ones (a work order, or a decline with a reason); anyone else follows their own. Requests still
 * on this device (offline, or refused) show first, so nothing typed seems lost.
 */
export function RequestsPage({ report }: { report?: ReportProblemPrefill }) {
  const { t } = useLingui()
  const { user } = useSession()
  const triage = maintenanceAccess(user.roles).manager
  const files = filesWorkRequests(user.roles)
  const requests = useWorkRequests()
  const queued = useQueuedRequests()
  const [reporting, setReporting] = useState(report !== undefined && filesWorkRequests(user.roles))
  // A procedure step's "Report a problem" hands its words and photo over (model/report-handoff.ts).
  const [prefill] = useState(() => (report ? { ...report, ...takeReportHandoff() } : undefined))
  const [declining, setDeclining] = useState<WorkRequest | null>(null)
  return (
    <Stack gap="sm" maw={960}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h3">
            <Trans>Work requests</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {triage
              ? t`Problems reported from the floor: turn each into a work order, or decline it with a reason.`
              : t`The problems you reported, and what maintenance decided.`}
          </Text>
        </Stack>
        {files ? (
          <Button onClick={() => setReporting(true)}>
            <Trans>Report a problem</Trans>
          </Button>
        ) : null}
      </Group>
      <DataUpdatedAt query={requests} />
      {queued.length > 0 ? (
        <Stack gap={4} data-testid="queued-requests">
          {queued.map((command) => (
            <Alert
              key={command.id}
              color={command.status === 'rejected' ? 'red' : 'yellow'}
              title={command.summary}
            >
              {command.status === 'rejected'
                ? t`Not accepted: ${command.error?.message ?? ''}`
                : t`On this device, sent as soon as the connection is back.`}
            </Alert>
          ))}
        </Stack>
      ) : null}
      <QueryState query={requests} what={t`The work requests could not be loaded`}>
        {(list) =>
          list.requests.length === 0 ? (
            <Text c="dimmed">
              {triage ? (
                <Trans>No work requests.</Trans>
              ) : (
                <Trans>You have not reported any problem yet.</Trans>
              )}
            </Text>
          ) : (
            <Stack gap="xs">
              {list.requests.map((request) => (
                <RequestCard key={request.id} request={request} triage={triage} onDecline={setDeclining} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      <ReportProblemDialog
        opened={reporting}
        prefill={prefill}
        onClose={() => setReporting(false)}
        onDone={(outcome) => {
          setReporting(false)
          showToast(
            outcome === 'delivered'
              ? t`Request sent to maintenance.`
              : t`Request saved on this device. It is sent as soon as the connection is back.`,
          )
        }}
      />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </Stack>
  )
}
