import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack } from '@mantine/core'
import { useState } from 'react'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { errorMessage } from '@/lib/messages/api-errors'
import { useChangeEvent } from '../../api/change-event'
import {
  type CustomerJobError,
  type CustomerJobFieldName,
  type CustomerJobForm,
  customerJobForm,
  customerJobOf,
  jobChange,
  readCustomerJobForm,
} from '../../model/customer-job'
import type { PendingWork } from '../../model/pending-changes'
import { useMaintenanceLabels } from '../labels'
import { useChangeFeedback } from '../pending/use-change-feedback'
import { CustomerJobInputs } from '../tasks/customer-job-fields'

/**
 * Sets the customer and job of a work order (spec 001 §3): checked here with the contract's bounds,
 * then queued as a change (api/change-event.ts): sent now, or when the connection is back.
 */
export function CustomerJobDialog({
  event,
  work,
  onClose,
}: {
  event: MaintenanceEventDetail
  work: PendingWork | undefined
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const labels = useMaintenanceLabels()
  const change = useChangeEvent()
  const feedback = useChangeFeedback()
  const [form, setForm] = useState<CustomerJobForm>(() => customerJobForm(customerJobOf(event)))
  const [errors, setErrors] = useState<Partial<Record<CustomerJobFieldName, CustomerJobError>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const save = async () => {
    const read = readCustomerJobForm(form)
    if (!read.ok) {
      setErrors(read.errors)
      return
    }
    setErrors({})
    setFailure(null)
    try {
      const result = await change.mutateAsync({
        event,
        work,
        action: jobChange(read.value),
        summary: `${event.taskName} · ${labels.actions.job}`,
      })
      const refusal = feedback(result, t`Work order updated.`)
      if (refusal) setFailure(refusal)
      else onClose()
    } catch (err) {
      setFailure(errorMessage(err, i18n))
    }
  }
  return (
    <Modal opened onClose={onClose} title={`${labels.actions.job} · ${event.taskName}`} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <Stack gap="sm">
          <CustomerJobInputs value={form} errors={errors} onChange={setForm} />
          {failure ? <Alert color="red">{failure}</Alert> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button type="submit" loading={change.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
