import { useLingui } from '@lingui/react/macro'
import { Modal } from '@mantine/core'
import { QueryState } from '@/components/query-state'
import { maintenanceAccess } from '@/lib/roles/maintenance'
import { useSession } from '@/offline/session-store'
import { useMaintenanceData } from '../../api/get-maintenance-data'
import { useRequestMachines } from '../../api/get-request-machines'
import { type FormMachine, ReportProblemForm, type ReportProblemPrefill } from './report-problem-form'

/** "Report a problem" as a dialog: from the requests page, plant control's card or a scanned asset. */
export function ReportProblemDialog({
  opened,
  prefill,
  onClose,
  onDone,
}: {
  opened: boolean
  prefill?: ReportProblemPrefill
  onClose: () => void
  onDone: (outcome: 'delivered' | 'queued') => void
}) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Report a problem`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened ? <DialogBody prefill={prefill} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  )
}

function DialogBody({
  prefill,
  onClose,
  onDone,
}: {
  prefill?: ReportProblemPrefill
  onClose: () => void
  onDone: (outcome: 'delivered' | 'queued') => void
}) {
  const { t } = useLingui()
  const { user } = useSession()
  const machines = useRequestMachines()
  // The assets come with the maintenance area's lists, which only its users read.
  const data = useMaintenanceData({ enabled: maintenanceAccess(user.roles).any })
  // Offline, before the machines' states were ever read: their names from the area's lists.
  const byName: FormMachine[] | undefined = data.data?.machines.map((m) => ({
    machineId: m.id,
    machineName: m.name,
    state: null,
    stopSince: null,
    stopReasonCode: null,
    stopDescription: null,
  }))
  const form = (list: FormMachine[]) => (
    <ReportProblemForm
      machines={list}
      assets={data.data?.assets ?? []}
      prefill={prefill}
      onCancel={onClose}
      onDone={onDone}
    />
  )
  if (!machines.data && byName && (machines.isError || machines.fetchStatus === 'paused')) return form(byName)
  return (
    <QueryState query={machines} what={t`The machines could not be loaded`}>
      {(list) => form(list)}
    </QueryState>
  )
}
