import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Radio, Select, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { isStopReasonCode } from '@/contract/stop-reasons'
import {
  type RequestMachine,
  WORK_REQUEST_DESCRIPTION_MAX,
  type WorkRequestUrgency,
} from '@/contract/work-requests'
import { formatDateTime } from '@/lib/format/date'
import { machineStateLabels } from '@/lib/messages/machine-states'
import { stopReasonName } from '@/lib/messages/stop-reasons'
import { useSession } from '@/offline/session-store'
import { queueWorkRequest } from '../../api/file-work-request'
import { settle } from '../../api/queue-event-work'
import { PhotosInput } from '../photos-input'

/** A machine to choose; `state` null when only its name is known (offline, before its state was read). */
export type FormMachine = Omit<RequestMachine, 'state' | 'machineLineName'> & { state: number | null }

export interface ReportProblemPrefill {
  machineId?: number
  assetId?: number
  /** The machine's open stop, when the form was opened from it (plant control, a scan). */
  stopReasonCode?: string
  /** What is wrong, and photos of it (a procedure step out of limits: its title, reading and photo). */
  description?: string
  photos?: File[]
}

interface ReportProblemFormProps {
  machines: FormMachine[]
  /** The assets to choose from (the maintenance area's list), when the user has it. */
  assets: Array<{ id: number; name: string; machineId: number | null }>
  prefill?: ReportProblemPrefill
  /** Delivered, queued on the device, or refused: the form is done either way except refused. */
  onDone: (outcome: 'delivered' | 'queued') => void
  onCancel: () => void
}

/** A machine as the form names it: its name, and what it is doing (a stop with its reason and start). */
function useMachineLabel() {
  const { i18n, t } = useLingui()
  return (m: FormMachine) => {
    if (m.state === null) return m.machineName
    const state = i18n._(machineStateLabels[m.state as 1])
    if (m.state !== 4) return `${m.machineName} · ${state}`
    const reason =
      m.stopDescription !== null ? stopReasonName(i18n, m.stopReasonCode, m.stopDescription) : state
    return m.stopSince
      ? `${m.machineName} · ${reason} ${t`since ${formatDateTime(m.stopSince)}`}`
      : `${m.machineName} · ${reason}`
  }
}

/**
 * A problem reported from the floor: the machine (each named with its state and stop, so whoever
 * files sees what is down), the asset if known, what is wrong, how urgent, up to 5 photos. Kept on
 * the device first and sent through the outbox: offline too, and exactly once.
 */
export function ReportProblemForm({ machines, assets, prefill, onDone, onCancel }: ReportProblemFormProps) {
  const { t } = useLingui()
  const { user } = useSession()
  const label = useMachineLabel()
  const known = machines.some((m) => m.machineId === prefill?.machineId)
  const [machineId, setMachineId] = useState<string | null>(known ? String(prefill?.machineId) : null)
  const [assetId, setAssetId] = useState<string | null>(
    known && prefill?.assetId ? String(prefill.assetId) : null,
  )
  // A prefill (a procedure step's report) is cut to what the server takes.
  const [description, setDescription] = useState(
    (prefill?.description ?? '').slice(0, WORK_REQUEST_DESCRIPTION_MAX),
  )
  const [urgency, setUrgency] = useState<WorkRequestUrgency>(prefill?.stopReasonCode ? 'stopped' : 'high')
  const [photos, setPhotos] = useState<File[]>(prefill?.photos ?? [])
  const [problems, setProblems] = useState<{ machine?: string; description?: string }>({})
  const [refused, setRefused] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const machine = machines.find((m) => String(m.machineId) === machineId)
  const machineAssets = assets.filter(
    (a) => machine && (a.machineId === null || a.machineId === machine.machineId),
  )

  const submit = async () => {
    const found = {
      machine: machine ? undefined : t`Choose the machine.`,
      description: description.trim() ? undefined : t`Say what is wrong.`,
    }
    setProblems(found)
    if (!machine || found.description) return
    setBusy(true)
    setRefused(null)
    try {
      // The machine's stop as last read, else the one the link named (when it is a known code).
      const linked =
        prefill?.machineId === machine.machineId && isStopReasonCode(prefill.stopReasonCode)
          ? prefill.stopReasonCode
          : undefined
      const stopReasonCode = machine.stopReasonCode ?? linked
      const command = await queueWorkRequest(
        user.userId,
        {
          machineId: machine.machineId,
          assetId: assetId ? Number(assetId) : undefined,
          description: description.trim(),
          urgency,
          stopReasonCode,
        },
        photos,
        t`Problem reported on ${machine.machineName}`,
      )
      const result = await settle(command)
      if (result.outcome === 'delivered' || result.outcome === 'queued') onDone(result.outcome)
      else setRefused(result.error.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="sm">
      <Select
        label={t`Machine`}
        placeholder={t`Which machine?`}
        data={machines.map((m) => ({ value: String(m.machineId), label: label(m) }))}
        value={machineId}
        onChange={(value) => {
          setMachineId(value)
          setAssetId(null)
        }}
        searchable
        required
        error={problems.machine}
        comboboxProps={{ withinPortal: true }}
      />
      {machineAssets.length > 0 ? (
        <Select
          label={t`Asset (optional)`}
          placeholder={t`The part of the machine, if you know it`}
          data={machineAssets.map((a) => ({ value: String(a.id), label: a.name }))}
          value={assetId}
          onChange={setAssetId}
          clearable
          searchable
        />
      ) : null}
      <Textarea
        label={t`What is wrong?`}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        maxLength={WORK_REQUEST_DESCRIPTION_MAX}
        autosize
        minRows={3}
        required
        error={problems.description}
      />
      <Radio.Group
        label={t`How urgent is it?`}
        value={urgency}
        onChange={(value) => setUrgency(value as WorkRequestUrgency)}
      >
        <Stack gap={6} mt={4}>
          <Radio value="low" label={t`It can wait`} />
          <Radio value="high" label={t`Soon`} />
          <Radio value="stopped" label={t`The machine cannot run`} />
        </Stack>
      </Radio.Group>
      <PhotosInput value={photos} onChange={setPhotos} />
      {refused ? (
        <Alert color="red" title={t`The request was not accepted`}>
          {refused}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void submit()} loading={busy}>
          <Trans>Send the request</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
